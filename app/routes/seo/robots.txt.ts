import { config } from "~/config.server";
import { accountPaths } from "~/seo/public-urls";

// The account pages in every language come from the route table, so a new one is covered too.
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...accountPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config().publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
