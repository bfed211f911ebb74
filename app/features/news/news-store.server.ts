import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { articleImages, articles, articleTranslations } from "~/db/schema";
import type { ImageKey } from "~/content/media";
import type { Language } from "~/i18n/languages";
import { mediaAsset, type ArticleImage } from "./article-image";
import type { ArticleSummary, PublishedArticle } from "./article-types";

// The published articles as visitors read them (docs/decisions/045): nothing unpublished ever
// leaves this module. A language without its own version shows the Swedish one, marked.

const articleColumns = {
  id: articles.id,
  slug: articles.slug,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  mediaKey: articles.mediaKey,
  imageId: articleImages.id,
  imageWidth: articleImages.width,
  imageHeight: articleImages.height,
  language: articleTranslations.language,
  title: articleTranslations.title,
  excerpt: articleTranslations.excerpt,
  html: articleTranslations.html,
  imageAlt: articleTranslations.imageAlt,
  translationUpdatedAt: articleTranslations.updatedAt,
};

type Row = {
  id: string;
  slug: string;
  publishedAt: Date | null;
  updatedAt: Date;
  mediaKey: string | null;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  language: Language;
  title: string;
  excerpt: string;
  html: string;
  imageAlt: string | null;
  translationUpdatedAt: Date;
};

/** The picture, with what it shows in the row's language, else in Swedish (decision 105). */
function imageOf(row: Row, swedishAlt: string | null | undefined): ArticleImage | null {
  if (row.imageId && row.imageWidth && row.imageHeight)
    return {
      kind: "upload",
      id: row.imageId,
      width: row.imageWidth,
      height: row.imageHeight,
      alt: row.imageAlt || swedishAlt || "",
    };
  if (mediaAsset(row.mediaKey)) return { kind: "media", key: row.mediaKey as ImageKey };
  return null;
}

/** Per article, the row in `lang` if there is one, else the Swedish row; in the rows' order. */
function pickLanguage(rows: Row[], lang: Language): PublishedArticle[] {
  const chosen = new Map<string, Row>();
  const swedishAlt = new Map<string, string | null>();
  for (const row of rows) {
    if (row.language === "sv") swedishAlt.set(row.id, row.imageAlt);
    const current = chosen.get(row.id);
    if (!current || (current.language !== lang && row.language === lang)) chosen.set(row.id, row);
  }
  return [...chosen.values()].map((row) => {
    const updated =
      row.translationUpdatedAt > row.updatedAt ? row.translationUpdatedAt : row.updatedAt;
    return {
      slug: row.slug,
      publishedAt: row.publishedAt!.toISOString(),
      updatedAt: updated.toISOString(),
      title: row.title,
      excerpt: row.excerpt,
      html: row.html,
      contentLanguage: row.language,
      fallback: row.language !== lang,
      image: imageOf(row, swedishAlt.get(row.id)),
    };
  });
}

function publishedRows(db: Database, lang: Language, slug?: string) {
  return db
    .select(articleColumns)
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .leftJoin(articleImages, eq(articleImages.id, articles.imageId))
    .where(
      and(
        eq(articles.isPublished, true),
        slug === undefined ? undefined : eq(articles.slug, slug),
        inArray(articleTranslations.language, lang === "sv" ? ["sv"] : [lang, "sv"]),
      ),
    )
    .orderBy(desc(articles.publishedAt), articles.slug);
}

/** The published articles in `lang` (or Swedish), newest first. */
export async function publishedArticles(db: Database, lang: Language): Promise<PublishedArticle[]> {
  return pickLanguage((await publishedRows(db, lang)) as Row[], lang);
}

export function summaries(list: PublishedArticle[]): ArticleSummary[] {
  return list.map(({ html: _html, ...summary }) => summary);
}

/** One published article in `lang` (or Swedish); undefined when missing or unpublished. */
export async function publishedArticle(
  db: Database,
  slug: string,
  lang: Language,
): Promise<PublishedArticle | undefined> {
  return pickLanguage((await publishedRows(db, lang, slug)) as Row[], lang)[0];
}

/** Every published article with the languages it is written in: the sitemap lists those. */
export async function publishedArticleLanguages(
  db: Database,
): Promise<{ slug: string; updatedAt: string; languages: Language[] }[]> {
  const rows = await db
    .select({
      slug: articles.slug,
      updatedAt: articles.updatedAt,
      language: articleTranslations.language,
      translationUpdatedAt: articleTranslations.updatedAt,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(eq(articles.isPublished, true))
    .orderBy(desc(articles.publishedAt), articles.slug);
  const bySlug = new Map<string, { slug: string; updatedAt: string; languages: Language[] }>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? { slug: row.slug, updatedAt: "", languages: [] };
    entry.languages.push(row.language);
    const updated = [row.updatedAt, row.translationUpdatedAt]
      .map((date) => date.toISOString())
      .reduce((a, b) => (a > b ? a : b));
    if (updated > entry.updatedAt) entry.updatedAt = updated;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()];
}
