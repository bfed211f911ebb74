import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { hockeyAlbumSlug } from "~/features/galleries/public/hockey-album-slug";
import { publishedEventGalleryPages } from "~/features/galleries/public/published-galleries.server";
import { publishedArticleLanguages } from "~/features/news/news-store.server";
import { splitLocalizedPath } from "~/i18n/languages";
import { businessToday } from "~/lib/clock";
import { publicPaths } from "~/seo/public-urls";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function loader() {
  const origin = config().publicUrl;
  const { db } = await database();
  const articles = (await publishedArticleLanguages(db)).map((article) => ({
    slug: article.slug,
    lastModified: businessToday(new Date(article.updatedAt)),
    languages: article.languages,
  }));
  const galleries = (await publishedEventGalleryPages(db)).map((gallery) => ({
    slug: gallery.slug,
    lastModified: businessToday(gallery.updatedAt),
  }));
  // The album's old address redirects to its gallery once that is published: not a page then.
  const albumMoved = galleries.some((gallery) => gallery.slug === hockeyAlbumSlug);
  const pages = publicPaths(articles, galleries).filter(
    ({ path }) =>
      !albumMoved || splitLocalizedPath(path).path !== `/shop/photos/${hockeyAlbumSlug}`,
  );
  const urls = pages.map(({ path, alternates, lastModified }) => {
    const links = Object.entries(alternates)
      .map(
        ([lang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href)}"/>`,
      )
      .join("\n");
    const xDefault = alternates.sv
      ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates.sv)}"/>`
      : "";
    const lastmod = lastModified ? `\n    <lastmod>${lastModified}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(origin + path)}</loc>${lastmod}\n${links}${xDefault}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Short: a newly published article should reach crawlers soon.
      "Cache-Control": "public, max-age=300",
    },
  });
}
