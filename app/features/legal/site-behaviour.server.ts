import { checkoutMode, type Config } from "~/config.server";

/** What the legal pages say depends on how this site is configured (docs/decisions/096). */
export type SiteBehaviour = {
  payments: ReturnType<typeof checkoutMode>;
  /** The chat's model host when one is configured; null: the built-in assistant, nothing leaves. */
  aiHost: string | null;
  /** The bucket's host when photos are stored in S3-compatible storage. */
  storageHost: string | null;
  /** Cookies are `__Secure-` prefixed on an https site (better-auth's useSecureCookies). */
  secureCookies: boolean;
};

const hostOf = (url: string | undefined) => (url ? new URL(url).host : null);

export function siteBehaviour(settings: Config): SiteBehaviour {
  const ai = settings.AI_BASE_URL && settings.AI_API_KEY && settings.AI_MODEL;
  return {
    payments: checkoutMode(settings),
    aiHost: ai ? hostOf(settings.AI_BASE_URL) : null,
    storageHost: settings.S3_BUCKET ? (hostOf(settings.S3_ENDPOINT) ?? "Amazon S3") : null,
    secureCookies: settings.publicUrl.startsWith("https://"),
  };
}
