import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Who may use each route of the route table (app/routes.ts), by its module. The authorization
 * matrix (server/authorization-matrix.test.ts) walks every route as a visitor, two customers
 * and the owner, and fails for a route that has no rule here: a new route must say who it is for.
 *
 * - public: anyone, the same answer for everyone (pages, feeds, public calls).
 * - guest: signing in and up: visitors see it, a signed-in customer is sent on.
 * - account: a signed-in customer's own things; a visitor is sent to sign in (page) or gets
 *   401 (call); each customer sees only their own.
 * - ownRead: reads one row of a customer's own (`:id`); a visitor gets 401, anyone else's or an
 *   unknown id 404.
 * - ownPage: a page of one row of a customer's own (a receipt, by its order number): a visitor
 *   is sent to sign in, anyone else's or an unknown one is 404.
 * - own: acts on one row that belongs to a customer (`:id`): another customer gets 404, as for
 *   an id that does not exist, and nothing changes.
 * - admin: the back office; walked in detail by server/admin-access.test.ts.
 * - secret: reachable only with a secret in the path (a calendar feed, a download link);
 *   a guessed one is 404 for everyone.
 * - fallback: the answers for unknown paths.
 */
export type AccessRule =
  "public" | "guest" | "ownRead" | "ownPage" | "account" | "own" | "admin" | "secret" | "fallback";

export const accessRules: Record<string, AccessRule> = {
  "routes/home.tsx": "public",
  "routes/portfolio.tsx": "public",
  "routes/terms-of-sale.tsx": "public",
  "routes/privacy-policy.tsx": "public",
  "routes/it-services.tsx": "public",
  "routes/why-choose-us.tsx": "public",
  "routes/shop.tsx": "public",
  "routes/shop.software.tsx": "public",
  "routes/shop.websites.tsx": "public",
  "routes/shop.photos.tsx": "public",
  "routes/shop.photos.hockey-album.tsx": "public",
  "routes/gallery.tsx": "public",
  "routes/ai-influencer.tsx": "public",
  "routes/testimonials.tsx": "public",
  "routes/news.tsx": "public",
  "routes/news.article.tsx": "public",
  "routes/videos.tsx": "public",
  "routes/freelancer.tsx": "public",
  "routes/sports-contracts.tsx": "public",
  "routes/auth.tsx": "guest",
  "routes/auth.reset-password.tsx": "public",
  "routes/bookings.tsx": "account",
  "routes/receipt.tsx": "ownPage",
  // Also opens with its mails' key, without signing in (decision 104; booking-self-service.test.ts).
  "routes/booking-change.tsx": "ownPage",
  "routes/api/auth.ts": "public",
  "routes/api/availability.ts": "public",
  "routes/api/bookings.ts": "account",
  "routes/api/bookings.cancel.ts": "own",
  "routes/api/me.ts": "account",
  "routes/api/me.export.ts": "account",
  "routes/api/csp-report.ts": "public",
  "routes/api/news.ts": "public",
  "routes/api/news.slug.ts": "public",
  "routes/news.rss.ts": "public",
  "routes/news-image.ts": "public",
  // A gallery's pictures: visitors only those of published galleries (an unknown photo is 404
  // for everyone); the owner also the unpublished ones (server/galleries.test.ts).
  "routes/media.photo.ts": "public",
  "routes/api/galleries.slug.ts": "public",
  // A client gallery's PIN (docs/decisions/101): a wrong key is the 404 of an unknown gallery
  // for everyone; its key, PIN and expiry are walked in server/client-galleries.test.ts.
  "routes/api/galleries.unlock.ts": "public",
  // A client gallery's proofing and downloads: only with its key or unlock cookie (decision 102).
  "routes/api/galleries.favourites.ts": "secret",
  "routes/api/galleries.favourite.ts": "secret",
  "routes/api/galleries.selection-submit.ts": "secret",
  "routes/api/galleries.download.ts": "secret",
  "routes/api/galleries.photo-download.ts": "secret",
  "routes/api/products.ts": "public",
  "routes/api/services.ts": "public",
  "routes/api/ai-chat.ts": "public",
  "routes/api/contact.ts": "public",
  "routes/api/feedback.ts": "public",
  "routes/api/freelancer.ts": "public",
  "routes/api/create-payment.ts": "public",
  "routes/api/webhooks/stripe.ts": "public",
  "routes/api/orders.ts": "account",
  "routes/api/orders.download.ts": "ownRead",
  "routes/api/orders.photo.ts": "ownRead",
  "routes/checkout.test-payment.tsx": "secret",
  "routes/checkout.success.tsx": "public",
  "routes/checkout.cancelled.tsx": "public",
  "routes/download.ts": "secret",
  "routes/api/not-found.ts": "fallback",
  "routes/calendar-feed.ts": "secret",
  "routes/seo/sitemap.xml.ts": "public",
  "routes/seo/robots.txt.ts": "public",
  "routes/seo/manifest.webmanifest.ts": "public",
  "routes/not-found.tsx": "fallback",
};

export type FlatRoute = { path: string; file: string };

/** Every route of the table with its full path, e.g. "fi/admin/bookings", "api/admin/audit". */
export function flattenRoutes(entries: RouteConfigEntry[], parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flattenRoutes(entry.children ?? [], path)];
  });
}

/** The rule of a route: the back office's layout and pages by their folder. */
export function ruleOf(file: string): AccessRule | undefined {
  if (/^routes\/(admin|api\/admin)\//.test(file)) return "admin";
  return accessRules[file];
}
