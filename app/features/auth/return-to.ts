import { pagePath } from "~/lib/page-path";

/**
 * The page to go back to after signing in: only a path on this site ("/…"), never "//host" or
 * "/\host" (both leave the site in a browser), so the parameter cannot be used to redirect away.
 * Anything beyond printable ASCII is percent-encoded: a Location header holds bytes, and a
 * character above U+00FF in it made the answer fail after the session was made.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return null;
  try {
    return pagePath(value.replace(/[^\x21-\x7e]+/gu, encodeURIComponent));
  } catch {
    // A lone surrogate has no UTF-8 form to encode.
    return null;
  }
}

/** "/auth?returnTo=…" for the sign-in page of the given (already localized) auth path. */
export function authPathWithReturn(authPath: string, returnTo: string): string {
  return `${authPath}?returnTo=${encodeURIComponent(returnTo)}`;
}
