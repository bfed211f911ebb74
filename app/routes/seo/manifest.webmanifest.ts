import { siteSettings } from "~/features/settings/settings.server";
import { themeColor } from "~/seo/theme";

// The web manifest, from the business's name and the site's colours, so it cannot drift from them.
// The icons are written by scripts/build-icons.ts. One manifest for all three languages: the
// name is the business's, the same in each.
export async function loader() {
  const { business } = await siteSettings();
  const manifest = {
    name: business.name,
    short_name: business.name,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
