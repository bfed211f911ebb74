import { languages, localizePath, type Language } from "~/i18n/languages";
import { accountPages, pages } from "~/routes";

export type PublicUrl = {
  path: string;
  alternates: Record<string, string>;
  /** yyyy-MM-dd of the last change, where the page has one (an article's date). */
  lastModified?: string;
};

/** A published article as the sitemap lists it: the languages it is written in. */
export type PublicArticle = { slug: string; lastModified: string; languages: Language[] };

/** A published event gallery: its page exists in every language (docs/decisions/093). */
export type PublicGalleryPage = { slug: string; lastModified: string };

/** The Swedish paths of the fixed pages anyone may read. */
export function publicSwedishPaths(): { path: string }[] {
  return pages
    .map((page) => ({ path: page.path as string }))
    .filter(({ path }) => !path.includes(":"));
}

/**
 * Every public page in every language, with its language alternates, each published
 * article in the languages it is written in (a Swedish fallback is no page of its own), and each
 * published event gallery in every language: the sitemap reads this.
 */
export function publicPaths(
  articles: readonly PublicArticle[] = [],
  galleries: readonly PublicGalleryPage[] = [],
): PublicUrl[] {
  const fixed = publicSwedishPaths().flatMap(({ path }) =>
    languages.map((lang) => ({
      path: localizePath(path, lang),
      alternates: Object.fromEntries(languages.map((l) => [l, localizePath(path, l)])),
    })),
  );
  const written = articles.flatMap(({ slug, lastModified, languages: written }) => {
    const path = `/nyheter/${slug}`;
    const alternates = Object.fromEntries(written.map((l) => [l, localizePath(path, l)]));
    return written.map((lang) => ({ path: localizePath(path, lang), alternates, lastModified }));
  });
  const galleryPages = galleries.flatMap(({ slug, lastModified }) => {
    const path = `/galleri/${slug}`;
    const alternates = Object.fromEntries(languages.map((l) => [l, localizePath(path, l)]));
    return languages.map((lang) => ({ path: localizePath(path, lang), alternates, lastModified }));
  });
  return [...fixed, ...written, ...galleryPages];
}

/** The signed-in pages in every language: robots.txt keeps crawlers out of them. */
export function accountPaths(): string[] {
  // A page below another (a receipt under /bookings) is already covered by its prefix.
  return accountPages
    .filter((page) => !page.path.includes(":"))
    .flatMap((page) => languages.map((lang) => localizePath(page.path, lang)));
}
