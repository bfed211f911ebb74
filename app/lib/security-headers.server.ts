// Security headers of docs/decisions/006. Imported by the server entry (every response) and by
// entry.server.tsx (the per-document CSP with its nonce; the page cache swaps it for hashes,
// docs/decisions/106).

import { createHash } from "node:crypto";

/** The endpoint name the policy reports to (`Reporting-Endpoints` names its address). */
export const cspReportGroup = "csp";

/** A CSP hash source for an inline element's text: `'sha256-…'` of its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * What may run or style the page besides files from our origin: a per-response nonce
 * (`'nonce-…'`) or the hashes of the page's inline elements (`'sha256-…'`). A signed-out page
 * from the page cache names hashes only, so it is the same for every visitor
 * (docs/decisions/106); no `'unsafe-inline'` for either.
 */
export type InlineSources = { scripts: string[]; styles: string[] };

/**
 * Scripts and styles only from our origin or named by `inline`; no other inline script or
 * style, no style attribute written in the HTML (scripts may still set styles through the
 * DOM). Violations are reported to `reportPath` (docs/decisions/038), through the Reporting API
 * where the browser has it and `report-uri` where not.
 */
export function contentSecurityPolicy(
  inline: InlineSources,
  reportPath: string,
  /** Other origins a form may lead to: a buy button's post redirects to Stripe Checkout. */
  formOrigins: string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(inline.scripts)].join(" "),
    ["style-src 'self'", ...new Set(inline.styles)].join(" "),
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formOrigins].join(" "),
    "frame-ancestors 'none'",
    `report-uri ${reportPath}`,
    `report-to ${cspReportGroup}`,
  ].join("; ");
}

/** HSTS only over https; the preload list (all subdomains, hard to leave) only when configured. */
export function staticSecurityHeaders(
  secure: boolean,
  hstsPreload: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (secure) {
    headers["Strict-Transport-Security"] = hstsPreload
      ? "max-age=63072000; includeSubDomains; preload"
      : "max-age=63072000";
  }
  return headers;
}
