// The news articles that ship with the site (spec section 2). Their title and excerpt are keys
// in the "news" namespace, so each reads natively in every language; articles written later in
// the database carry their own text instead.
import { images, type ImageAsset } from "./media";

export type BuiltInArticle = {
  kind: "builtIn";
  slug: string;
  /** ISO date (yyyy-MM-dd), shown as "d MMMM yyyy" in the page's language. */
  publishedAt: string;
  /** ISO date of the last real change to the text, when there has been one. */
  modifiedAt?: string;
  isPublished: boolean;
  titleKey: "articles.seasonContracts.title";
  excerptKey: "articles.seasonContracts.excerpt";
  image?: ImageAsset;
};

/** The article with its own hero and fixed body (spec section 2, /nyheter/{slug}). */
export const seasonContractsSlug = "sasongskontrakt-idrottsforeningar-pricematch";

export const builtInArticles: readonly BuiltInArticle[] = [
  {
    kind: "builtIn",
    slug: seasonContractsSlug,
    publishedAt: "2025-11-01",
    isPublished: true,
    titleKey: "articles.seasonContracts.title",
    excerptKey: "articles.seasonContracts.excerpt",
    image: images.sportsContracts,
  },
];

/** Published built-in articles, newest first. */
export function publishedBuiltInArticles(): BuiltInArticle[] {
  return builtInArticles
    .filter((article) => article.isPublished)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** A published built-in article by its slug, or undefined (unpublished counts as missing). */
export function findBuiltInArticle(slug: string): BuiltInArticle | undefined {
  return builtInArticles.find((article) => article.slug === slug && article.isPublished);
}
