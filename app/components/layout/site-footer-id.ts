/**
 * The footer's id: the page's first paint waits until the parser reaches it (app/root.tsx,
 * docs/decisions/110), and its code loads as the visitor nears it (site-shell.tsx).
 */
export const siteFooterId = "site-footer";
