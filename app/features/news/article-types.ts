import type { Language } from "~/i18n/languages";
import type { ArticleImage } from "./article-image";

export type ArticleSummary = {
  slug: string;
  /** ISO instants. */
  publishedAt: string;
  updatedAt: string;
  title: string;
  excerpt: string;
  /** The language the texts are in: the page's, or Swedish as the fallback. */
  contentLanguage: Language;
  fallback: boolean;
  image: ArticleImage | null;
};

export type PublishedArticle = ArticleSummary & { html: string };
