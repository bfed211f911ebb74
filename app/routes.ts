import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/languages";

/** The public pages of spec section 2, at their Swedish paths. */
export const pages = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/portfolio", file: "routes/portfolio.tsx" },
  { path: "/it-services", file: "routes/it-services.tsx" },
  { path: "/why-choose-us", file: "routes/why-choose-us.tsx" },
  { path: "/shop", file: "routes/shop.tsx" },
  { path: "/shop/software", file: "routes/shop.software.tsx" },
  { path: "/shop/websites", file: "routes/shop.websites.tsx" },
  { path: "/shop/photos", file: "routes/shop.photos.tsx" },
  { path: "/shop/photos/muik2-virkia2-hockey", file: "routes/shop.photos.hockey-album.tsx" },
  // A published event gallery (docs/decisions/093); "galleri" in every language.
  { path: "/galleri/:slug", file: "routes/gallery.tsx" },
  { path: "/ai-influencer", file: "routes/ai-influencer.tsx" },
  { path: "/testimonials", file: "routes/testimonials.tsx" },
  { path: "/nyheter", file: "routes/news.tsx" },
  { path: "/nyheter/:slug", file: "routes/news.article.tsx" },
  { path: "/videos", file: "routes/videos.tsx" },
  { path: "/freelancer", file: "routes/freelancer.tsx" },
  { path: "/idrottskontrakt", file: "routes/sports-contracts.tsx" },
  // The terms of sale and the privacy policy (docs/decisions/096).
  { path: "/kopvillkor", file: "routes/terms-of-sale.tsx" },
  { path: "/integritetspolicy", file: "routes/privacy-policy.tsx" },
] as const;

/** Pages for signed-in use: localized like the others, but not in the sitemap. */
export const accountPages = [
  { path: "/auth", file: "routes/auth.tsx" },
  { path: "/auth/reset-password", file: "routes/auth.reset-password.tsx" },
  { path: "/bookings", file: "routes/bookings.tsx" },
  // A paid order's receipt, by its number (docs/decisions/097).
  { path: "/bookings/kvitto/:number", file: "routes/receipt.tsx" },
  // Move or cancel a booking: by the link in its mails, or signed in (decision 104).
  { path: "/bookings/:id/change", file: "routes/booking-change.tsx" },
] as const;

/** The checkout's pages (docs/decisions/042): localized, never in the sitemap or indexed. */
export const checkoutPages = [
  { path: "/checkout/test/:session", file: "routes/checkout.test-payment.tsx" },
  { path: "/checkout/success", file: "routes/checkout.success.tsx" },
  { path: "/checkout/cancelled", file: "routes/checkout.cancelled.tsx" },
] as const;

/**
 * The back office (docs/decisions/031): below /admin in every language, for admins only,
 * never in the sitemap. Paths are relative to /admin; "" is the dashboard.
 */
export const adminPages = [
  { path: "", file: "routes/admin/dashboard.tsx" },
  { path: "bookings", file: "routes/admin/bookings.tsx" },
  { path: "blocks", file: "routes/admin/blocks.tsx" },
  { path: "calendar-feed", file: "routes/admin/calendar-feed.tsx" },
  { path: "settings", file: "routes/admin/settings.tsx" },
  { path: "news", file: "routes/admin/news.tsx" },
  { path: "news/new", file: "routes/admin/news.new.tsx" },
  { path: "news/:slug", file: "routes/admin/news.edit.tsx" },
  { path: "reviews", file: "routes/admin/reviews.tsx" },
  { path: "applications", file: "routes/admin/applications.tsx" },
  { path: "messages", file: "routes/admin/messages.tsx" },
  { path: "audit", file: "routes/admin/audit.tsx" },
  { path: "orders", file: "routes/admin/orders.tsx" },
  { path: "products", file: "routes/admin/products.tsx" },
  { path: "services", file: "routes/admin/services.tsx" },
  { path: "services/new", file: "routes/admin/services.new.tsx" },
  { path: "services/:id", file: "routes/admin/services.edit.tsx" },
  { path: "galleries", file: "routes/admin/galleries.tsx" },
  { path: "galleries/:id", file: "routes/admin/galleries.edit.tsx" },
  { path: "customers", file: "routes/admin/customers.tsx" },
  { path: "customers/:id", file: "routes/admin/customers.detail.tsx" },
  { path: "bookings/:id/client-gallery", file: "routes/admin/bookings.client-gallery.tsx" },
] as const;

/** The back office's JSON API: for admins only; anyone else gets routeNotFound. */
export const adminApi = [
  { path: "api/admin/audit", file: "routes/api/admin/audit.ts" },
  { path: "api/admin/bookings", file: "routes/api/admin/bookings.ts" },
  { path: "api/admin/bookings/:id/:transition", file: "routes/api/admin/bookings.transition.ts" },
  { path: "api/admin/blocks", file: "routes/api/admin/blocks.ts" },
  { path: "api/admin/blocks/:id", file: "routes/api/admin/blocks.id.ts" },
  { path: "api/admin/calendar-feed", file: "routes/api/admin/calendar-feed.ts" },
  { path: "api/admin/news", file: "routes/api/admin/news.ts" },
  { path: "api/admin/news/:slug", file: "routes/api/admin/news.slug.ts" },
  { path: "api/admin/news/:slug/publication", file: "routes/api/admin/news.publication.ts" },
  { path: "api/admin/news-images", file: "routes/api/admin/news-images.ts" },
  { path: "api/admin/orders", file: "routes/api/admin/orders.ts" },
  { path: "api/admin/orders/export", file: "routes/api/admin/orders.export.ts" },
  { path: "api/admin/orders/:id", file: "routes/api/admin/orders.id.ts" },
  { path: "api/admin/orders/:id/:action", file: "routes/api/admin/orders.action.ts" },
  { path: "api/admin/reviews", file: "routes/api/admin/reviews.ts" },
  { path: "api/admin/reviews/:id/:decision", file: "routes/api/admin/reviews.decision.ts" },
  { path: "api/admin/applications", file: "routes/api/admin/applications.ts" },
  { path: "api/admin/applications.csv", file: "routes/api/admin/applications.csv.ts" },
  { path: "api/admin/applications/:id/:mark", file: "routes/api/admin/applications.mark.ts" },
  { path: "api/admin/messages", file: "routes/api/admin/messages.ts" },
  { path: "api/admin/messages.csv", file: "routes/api/admin/messages.csv.ts" },
  { path: "api/admin/messages/:id/:mark", file: "routes/api/admin/messages.mark.ts" },
  { path: "api/admin/services", file: "routes/api/admin/services.ts" },
  { path: "api/admin/services/order", file: "routes/api/admin/services.order.ts" },
  { path: "api/admin/services/:id", file: "routes/api/admin/services.id.ts" },
  { path: "api/admin/galleries", file: "routes/api/admin/galleries.ts" },
  { path: "api/admin/galleries/:id", file: "routes/api/admin/galleries.id.ts" },
  { path: "api/admin/galleries/:id/photos", file: "routes/api/admin/galleries.photos.ts" },
  { path: "api/admin/galleries/:id/tags", file: "routes/api/admin/galleries.tags.ts" },
  {
    path: "api/admin/galleries/:id/photos/:photoId",
    file: "routes/api/admin/galleries.photo.ts",
  },
  {
    path: "api/admin/galleries/:id/photos/:photoId/file",
    file: "routes/api/admin/galleries.photo-file.ts",
  },
  {
    path: "api/admin/galleries/:id/selection.csv",
    file: "routes/api/admin/galleries.selection-csv.ts",
  },
  { path: "api/admin/galleries/:id/:action", file: "routes/api/admin/galleries.publication.ts" },
] as const;

/** Resource routes that exist once per language: the news feeds (docs/decisions/047). */
export const localizedResources = [
  { path: "/nyheter/rss.xml", file: "routes/news.rss.ts" },
] as const;

// Each page exists once per language (docs/decisions/003): "/portfolio", "/fi/portfolio",
// "/en/portfolio". Explicit routes instead of an optional ":lang?" segment, so "/de/portfolio"
// is an unknown page rather than a page in an unknown language.
const localizedPages = languages.flatMap((lang) =>
  [...pages, ...accountPages, ...checkoutPages].map(({ path, file }) => {
    const id = `${lang}:${path}`;
    const localized = localizePath(path, lang);
    return localized === "/" ? index(file, { id }) : route(localized.slice(1), file, { id });
  }),
);

const localizedResourceRoutes = languages.flatMap((lang) =>
  localizedResources.map(({ path, file }) =>
    route(localizePath(path, lang).slice(1), file, { id: `${lang}:${path}` }),
  ),
);

const adminRoutes = languages.map((lang) =>
  route(localizePath("/admin", lang).slice(1), "routes/admin/layout.tsx", { id: `${lang}:admin` }, [
    ...adminPages.map(({ path, file }) =>
      path === ""
        ? index(file, { id: `${lang}:admin/` })
        : route(path, file, { id: `${lang}:admin/${path}` }),
    ),
  ]),
);

export default [
  ...localizedPages,
  ...localizedResourceRoutes,
  ...adminRoutes,
  ...adminApi.map(({ path, file }) => route(path, file)),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/ai-chat", "routes/api/ai-chat.ts"),
  route("api/availability", "routes/api/availability.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:id/cancel", "routes/api/bookings.cancel.ts"),
  route("api/csp-report", "routes/api/csp-report.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/feedback", "routes/api/feedback.ts"),
  route("api/freelancer", "routes/api/freelancer.ts"),
  route("api/me", "routes/api/me.ts"),
  route("api/news", "routes/api/news.ts"),
  route("api/news/:slug", "routes/api/news.slug.ts"),
  route("api/me/export", "routes/api/me.export.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/services", "routes/api/services.ts"),
  route("api/galleries/:slug", "routes/api/galleries.slug.ts"),
  route("api/galleries/:slug/unlock", "routes/api/galleries.unlock.ts"),
  // A client gallery's proofing and downloads (docs/decisions/102).
  route("api/galleries/:slug/favourites", "routes/api/galleries.favourites.ts"),
  route("api/galleries/:slug/favourites/:photoId", "routes/api/galleries.favourite.ts"),
  route("api/galleries/:slug/selection/submit", "routes/api/galleries.selection-submit.ts"),
  route("api/galleries/:slug/download", "routes/api/galleries.download.ts"),
  route("api/galleries/:slug/photos/:photoId/download", "routes/api/galleries.photo-download.ts"),
  route("api/create-payment", "routes/api/create-payment.ts"),
  route("api/webhooks/stripe", "routes/api/webhooks/stripe.ts"),
  route("api/orders", "routes/api/orders.ts"),
  route("api/orders/:id/download", "routes/api/orders.download.ts"),
  route("api/orders/:id/photos/:photoId", "routes/api/orders.photo.ts"),
  route("api/*", "routes/api/not-found.ts"),
  // The owner's calendar feed: no session (a phone's calendar fetches it); the secret is the key.
  route("calendar/:file", "routes/calendar-feed.ts"),
  // Uploaded news pictures, resized (docs/decisions/048).
  route("media/news/:id/:file", "routes/news-image.ts"),
  route("media/photos/:photoId/:version/:file", "routes/media.photo.ts"),
  // The album's personal download link (docs/decisions/043): no session, the token is the key.
  route("download/:token", "routes/download.ts"),
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),
  route("manifest.webmanifest", "routes/seo/manifest.webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
