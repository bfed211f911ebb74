import { downloadLinkDays, downloadLinkUses, softwareDeliveryHours } from "~/features/shop/facts";

/**
 * The periods the legal pages state, each where the site decides it. legal-figures.test.ts reads
 * the code and the deployment files that set them, so a change there fails until the texts follow.
 */
export const legalFigures = {
  /** better-auth's session.expiresIn (app/features/auth/auth.server.ts), renewed daily on use. */
  sessionDays: 30,
  /** emailVerification.expiresIn (auth.server.ts). */
  verifyHours: 24,
  /** resetPasswordTokenExpiresIn (auth.server.ts). */
  resetHours: 1,
  /** Kirjanpitolaki 2:10, from the end of the financial year (docs/decisions/082). */
  orderYears: 6,
  /** The nightly backup unit deletes older copies (deploy/nordic-media-backup.service). */
  backupDays: 14,
  /** The language cookie's Max-Age (app/components/layout/language-selector.tsx). */
  languageCookieDays: 365,
  /** promoBannerClosedCookie's Max-Age (app/features/home/promo-banner-cookie.ts). */
  promoBannerDays: 30,
  downloadDays: downloadLinkDays,
  downloadUses: downloadLinkUses,
  softwareHours: softwareDeliveryHours,
} as const;
