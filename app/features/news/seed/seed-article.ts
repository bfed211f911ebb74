import type { ImageKey } from "~/content/media";
import type { Language } from "~/i18n/languages";

/** An article the site starts with: written per language in Markdown, published at a fixed date. */
export type SeedArticle = {
  slug: string;
  /** ISO instant. */
  publishedAt: string;
  mediaKey: ImageKey;
  translations: Record<Language, { title: string; excerpt: string; markdown: string }>;
};
