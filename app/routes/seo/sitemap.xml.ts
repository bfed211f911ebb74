import { config } from "~/config.server";
import { publicPaths } from "~/seo/public-urls";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function loader() {
  const origin = config().publicUrl;
  const urls = publicPaths().map(({ path, alternates, lastModified }) => {
    const links = Object.entries(alternates)
      .map(
        ([lang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href)}"/>`,
      )
      .join("\n");
    const xDefault = `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates.sv)}"/>`;
    const lastmod = lastModified ? `\n    <lastmod>${lastModified}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(origin + path)}</loc>${lastmod}\n${links}\n${xDefault}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
