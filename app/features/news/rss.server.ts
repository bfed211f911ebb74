import { languageLocales, localizePath, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { PublishedArticle } from "./article-types";

// The news as RSS 2.0, one feed per language (docs/decisions/047): the same articles, in the
// same language choice (or Swedish fallback), as the news page of that language.

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export const feedPath = (lang: Language) => localizePath("/nyheter/rss.xml", lang);

export function rssFeed(options: {
  origin: string;
  lang: Language;
  articles: PublishedArticle[];
  builtAt: Date;
}): string {
  const { origin, lang, articles } = options;
  const t = serverT(lang);
  const page = origin + localizePath("/nyheter", lang);
  const items = articles.map((article) => {
    const url = origin + localizePath(`/nyheter/${article.slug}`, lang);
    // Links inside the body are relative to the site; feed readers need them absolute.
    const html = article.html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = articles[0] ? new Date(articles[0].publishedAt) : options.builtAt;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(t("news:rss.title"))}</title>
    <link>${escapeXml(page)}</link>
    <description>${escapeXml(t("news:rss.description"))}</description>
    <language>${languageLocales[lang].intl}</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(origin + feedPath(lang))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
