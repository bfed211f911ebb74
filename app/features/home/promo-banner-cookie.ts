import { cookieValue } from "../../lib/cookie-header.ts";

// Read by the root loader (what the page renders) and by the page cache (which page a request
// gets): one rule, or a visitor's odd cookie would store a bannerless page for everyone else.

export const promoBannerCookieName = "promoBannerClosed";

/** Thirty days: long enough not to nag, short enough to see a later campaign. */
export const promoBannerClosedCookie = `${promoBannerCookieName}=1; Path=/; Max-Age=2592000; SameSite=Lax`;

/** Whether the visitor closed the banner: the cookie's value is exactly "1". */
export function promoBannerClosed(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, promoBannerCookieName) === "1";
}
