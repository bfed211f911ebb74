import type { BuiltInArticle } from "~/content/news";

/** A database article as the list shows it; the database arrives in a later task. */
export type StoredArticleSummary = {
  kind: "stored";
  slug: string;
  publishedAt: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
};

/** What a news card shows: a built-in article (texts are keys) or a stored one (texts are text). */
export type NewsListItem = BuiltInArticle | StoredArticleSummary;
