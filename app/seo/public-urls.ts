import { publishedBuiltInArticles } from "~/content/news";
import { languages, localizePath } from "~/i18n/languages";
import { accountPages, pages } from "~/routes";

export type PublicUrl = {
  path: string;
  alternates: Record<string, string>;
  /** yyyy-MM-dd of the last change, where the page has one (an article's date). */
  lastModified?: string;
};

/** The Swedish paths of the pages anyone may read: the fixed pages and every published article. */
export function publicSwedishPaths(): { path: string; lastModified?: string }[] {
  const staticPages = pages
    .map((page) => ({ path: page.path as string }))
    .filter(({ path }) => !path.includes(":"));
  const articles = publishedBuiltInArticles().map((article) => ({
    path: `/nyheter/${article.slug}`,
    lastModified: article.modifiedAt ?? article.publishedAt,
  }));
  return [...staticPages, ...articles];
}

/** Every public page in every language, with its language alternates: the sitemap reads this. */
export function publicPaths(): PublicUrl[] {
  return publicSwedishPaths().flatMap(({ path, lastModified }) =>
    languages.map((lang) => ({
      path: localizePath(path, lang),
      alternates: Object.fromEntries(languages.map((l) => [l, localizePath(path, l)])),
      ...(lastModified && { lastModified }),
    })),
  );
}

/** The signed-in pages in every language: robots.txt keeps crawlers out of them. */
export function accountPaths(): string[] {
  return accountPages.flatMap((page) => languages.map((lang) => localizePath(page.path, lang)));
}
