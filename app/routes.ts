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
  { path: "/ai-influencer", file: "routes/ai-influencer.tsx" },
  { path: "/testimonials", file: "routes/testimonials.tsx" },
  { path: "/nyheter", file: "routes/news.tsx" },
  { path: "/nyheter/:slug", file: "routes/news.article.tsx" },
  { path: "/videos", file: "routes/videos.tsx" },
  { path: "/freelancer", file: "routes/freelancer.tsx" },
  { path: "/idrottskontrakt", file: "routes/sports-contracts.tsx" },
] as const;

/** Pages for signed-in use: localized like the others, but not in the sitemap. */
export const accountPages = [
  { path: "/auth", file: "routes/auth.tsx" },
  { path: "/auth/reset-password", file: "routes/auth.reset-password.tsx" },
  { path: "/bookings", file: "routes/bookings.tsx" },
] as const;

// Each page exists once per language (docs/decisions/003): "/portfolio", "/fi/portfolio",
// "/en/portfolio". Explicit routes instead of an optional ":lang?" segment, so "/de/portfolio"
// is an unknown page rather than a page in an unknown language.
const localizedPages = languages.flatMap((lang) =>
  [...pages, ...accountPages].map(({ path, file }) => {
    const id = `${lang}:${path}`;
    const localized = localizePath(path, lang);
    return localized === "/" ? index(file, { id }) : route(localized.slice(1), file, { id });
  }),
);

export default [
  ...localizedPages,
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/availability", "routes/api/availability.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:id/cancel", "routes/api/bookings.cancel.ts"),
  route("api/me", "routes/api/me.ts"),
  route("api/me/export", "routes/api/me.export.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),
  route("manifest.webmanifest", "routes/seo/manifest.webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
