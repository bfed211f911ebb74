// The web app manifest is linked once the page's scripts run, not in the server's <head>
// (docs/decisions/113). Chromium fetches a linked manifest as soon as it parses the link, on a
// connection of its own, and Lighthouse's simulation counts every request finished before the
// LCP as one the LCP waited for: 150 ms on every page whose LCP is an image. The manifest is
// read only when a visitor adds the site to a home screen, long after the page has loaded
// (and our scripts start after `load`); Safari's home-screen icon is the apple-touch-icon link.

export const manifestHref = "/manifest.webmanifest";

/** Adds <link rel="manifest"> to the head, once. */
export function linkManifest(document: Pick<Document, "head" | "createElement">): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = manifestHref;
  document.head.append(link);
}
