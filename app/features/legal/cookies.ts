import { promoBannerCookieName } from "~/features/home/promo-banner-cookie";
import { languageStorageKey } from "~/i18n/languages";
import { webFontStorageKey } from "~/lib/web-font-names";
import { legalFigures } from "./legal-figures";
import type { SiteBehaviour } from "./site-behaviour.server";

// Every cookie and browser-storage entry the site sets, for the privacy policy's cookie table
// (docs/decisions/096). server/legal-pages.test.ts collects the Set-Cookie names the server
// really sends (sign-up, sign-in, a form, the language) and fails on one missing here.

export type CookieRow = {
  name: string;
  /** A key under legal:privacy.cookies. */
  purpose: string;
  lifetime: { key: string; values?: Record<string, number> };
};

/** better-auth's session cookie: "__Secure-" on an https site (useSecureCookies). */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}better-auth.session_token`;
}

export function cookieRows(behaviour: Pick<SiteBehaviour, "secureCookies">): CookieRow[] {
  const days = (value: number) => ({ key: "daysLifetime", values: { days: value } });
  return [
    {
      name: sessionCookieName(behaviour.secureCookies),
      purpose: "session",
      lifetime: { key: "sessionLifetime", values: { days: legalFigures.sessionDays } },
    },
    // app/lib/forms/flash.server.ts: one redirect, a minute at most.
    { name: "flash", purpose: "flash", lifetime: { key: "flashLifetime" } },
    { name: languageStorageKey, purpose: "language", lifetime: { key: "yearLifetime" } },
    {
      name: promoBannerCookieName,
      purpose: "promoBanner",
      lifetime: days(legalFigures.promoBannerDays),
    },
    // A client gallery opened by its link (and PIN) in this browser (docs/decisions/101).
    { name: "gallery-access-*", purpose: "galleryAccess", lifetime: days(60) },
    // Browser storage, no cookie: localStorage, then this tab's sessionStorage.
    { name: languageStorageKey, purpose: "languageStorage", lifetime: { key: "untilCleared" } },
    { name: "hasSeenPromo2025", purpose: "promoPopup", lifetime: { key: "untilCleared" } },
    // The web font is fetched and named from the second page on (docs/decisions/113).
    { name: webFontStorageKey, purpose: "webFont", lifetime: { key: "untilCleared" } },
    { name: "bookingDraft", purpose: "bookingDraft", lifetime: { key: "tabLifetime" } },
    { name: "chatConversation", purpose: "chat", lifetime: { key: "tabLifetime" } },
    { name: "gallery-picks:*", purpose: "galleryPicks", lifetime: { key: "tabLifetime" } },
  ];
}
