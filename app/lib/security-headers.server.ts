// Security headers of docs/decisions/006. Imported by the server entry (every response) and by
// entry.server.tsx (the per-document CSP with its nonce).

/** The endpoint name the policy reports to (`Reporting-Endpoints` names its address). */
export const cspReportGroup = "csp";

/**
 * Scripts only from our origin or with this document's nonce; no inline scripts otherwise.
 * Violations are reported to `reportPath` (docs/decisions/038), through the Reporting API where
 * the browser has it and `report-uri` where not.
 */
export function contentSecurityPolicy(
  nonce: string,
  reportPath: string,
  /** Other origins a form may lead to: a buy button's post redirects to Stripe Checkout. */
  formOrigins: string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (React's style prop, toasts) are harmless and need this.
    "style-src 'self' 'unsafe-inline'",
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
