import { and, asc, desc, eq, notInArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { articleImages, articles, articleTranslations } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { languages, type Language } from "~/i18n/languages";
import { now } from "~/lib/clock";
import { markdownToArticleHtml } from "../markdown.server";
import {
  requireImageAlt,
  type ArticleContentInput,
  type NewArticleInput,
  type TranslationInput,
} from "./article-input.schema";

// The owner's side of the news (docs/decisions/045): write, change, publish, unpublish. Every
// change is recorded in the audit log in its own transaction.

export type AdminArticleRow = {
  id: string;
  slug: string;
  title: string;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string;
  languages: Language[];
};

export type EditableArticle = {
  id: string;
  slug: string;
  isPublished: boolean;
  publishedAt: string | null;
  mediaKey: string | null;
  image: { id: string; width: number; height: number } | null;
  translations: Partial<Record<Language, TranslationInput>>;
};

/** Every article, published or not, newest change first. */
export async function listArticlesForAdmin(db: Database): Promise<AdminArticleRow[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      isPublished: articles.isPublished,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      language: articleTranslations.language,
      title: articleTranslations.title,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .orderBy(desc(articles.updatedAt), asc(articles.slug));
  const byId = new Map<string, AdminArticleRow>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? {
      id: row.id,
      slug: row.slug,
      title: "",
      isPublished: row.isPublished,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      languages: [],
    };
    entry.languages.push(row.language);
    if (row.language === "sv") entry.title = row.title;
    byId.set(row.id, entry);
  }
  for (const entry of byId.values())
    entry.languages.sort((a, b) => languages.indexOf(a) - languages.indexOf(b));
  return [...byId.values()];
}

/** One article with every language's Markdown, for the editor; undefined when there is none. */
export async function articleForEditing(
  db: Database,
  slug: string,
): Promise<EditableArticle | undefined> {
  const [article] = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      isPublished: articles.isPublished,
      publishedAt: articles.publishedAt,
      mediaKey: articles.mediaKey,
      imageId: articleImages.id,
      imageWidth: articleImages.width,
      imageHeight: articleImages.height,
    })
    .from(articles)
    .leftJoin(articleImages, eq(articleImages.id, articles.imageId))
    .where(eq(articles.slug, slug));
  if (!article) return undefined;
  const translations = await db
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, article.id));
  return {
    id: article.id,
    slug: article.slug,
    isPublished: article.isPublished,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    mediaKey: article.mediaKey,
    image:
      article.imageId && article.imageWidth && article.imageHeight
        ? { id: article.imageId, width: article.imageWidth, height: article.imageHeight }
        : null,
    translations: Object.fromEntries(
      translations.map((row) => [
        row.language,
        {
          title: row.title,
          excerpt: row.excerpt,
          markdown: row.markdown,
          imageAlt: row.imageAlt ?? "",
        },
      ]),
    ),
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const slugTaken = () =>
  new DomainError("validation", [{ field: "slug", message: "newsAdmin:errors.slugTaken" }]);

async function checkImage(tx: Transaction, imageId: string | null | undefined) {
  if (!imageId) return;
  const [image] = await tx
    .select({ id: articleImages.id })
    .from(articleImages)
    .where(eq(articleImages.id, imageId));
  if (!image)
    throw new DomainError("validation", [
      { field: "imageId", message: "newsAdmin:errors.imageUnknown" },
    ]);
}

function givenTranslations(input: ArticleContentInput) {
  return languages.flatMap((lang) => {
    const translation = input.translations[lang];
    return translation ? [{ lang, ...translation }] : [];
  });
}

async function writeTranslations(tx: Transaction, articleId: string, input: ArticleContentInput) {
  const at = now();
  const given = givenTranslations(input);
  for (const { lang, title, excerpt, markdown, imageAlt } of given) {
    const values = {
      title,
      excerpt,
      markdown,
      imageAlt: imageAlt?.trim() || null,
      html: markdownToArticleHtml(markdown),
      updatedAt: at,
    };
    await tx
      .insert(articleTranslations)
      .values({ articleId, language: lang, ...values })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.language],
        set: values,
      });
  }
  // A language the owner emptied falls back to Swedish again.
  await tx.delete(articleTranslations).where(
    and(
      eq(articleTranslations.articleId, articleId),
      notInArray(
        articleTranslations.language,
        given.map(({ lang }) => lang),
      ),
    ),
  );
}

/** What the log keeps of a version: the titles per language and the picture, not whole bodies. */
function auditView(input: ArticleContentInput, extra: Record<string, unknown> = {}) {
  return {
    ...extra,
    titles: Object.fromEntries(givenTranslations(input).map(({ lang, title }) => [lang, title])),
    ...(input.imageId !== undefined && { imageId: input.imageId }),
  };
}

export async function createArticle(
  db: Database,
  actor: AdminActor,
  input: NewArticleInput,
): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    await checkImage(tx, input.imageId);
    if (input.imageId) requireImageAlt(input);
    const at = now();
    const [created] = await tx
      .insert(articles)
      .values({
        slug: input.slug,
        imageId: input.imageId ?? null,
        isPublished: false,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: articles.slug })
      .returning({ id: articles.id, slug: articles.slug });
    if (!created) throw slugTaken();
    await writeTranslations(tx, created.id, input);
    await recordAdminAction(tx, {
      actor,
      action: "news.create",
      target: `article:${created.slug}`,
      after: auditView(input),
    });
    return { slug: created.slug };
  });
}

export async function updateArticle(
  db: Database,
  actor: AdminActor,
  slug: string,
  input: ArticleContentInput,
): Promise<{ slug: string }> {
  const before = await articleForEditing(db, slug);
  if (!before) throw new DomainError("articleNotFound");
  return db.transaction(async (tx) => {
    await checkImage(tx, input.imageId);
    // The picture it will have: the one sent, or else the one it has.
    if (input.imageId !== undefined ? input.imageId : before.image) requireImageAlt(input);
    await tx
      .update(articles)
      .set({
        updatedAt: now(),
        ...(input.imageId !== undefined && { imageId: input.imageId }),
      })
      .where(eq(articles.id, before.id));
    await writeTranslations(tx, before.id, input);
    await recordAdminAction(tx, {
      actor,
      action: "news.update",
      target: `article:${slug}`,
      before: auditView({
        translations: before.translations as ArticleContentInput["translations"],
        imageId: before.image?.id ?? null,
      }),
      after: auditView(input),
    });
    return { slug };
  });
}

/** Publishes (the first time: dated now) or unpublishes; doing it twice changes nothing more. */
export async function setArticlePublished(
  db: Database,
  actor: AdminActor,
  slug: string,
  published: boolean,
): Promise<{ slug: string; isPublished: boolean; publishedAt: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: articles.id,
        isPublished: articles.isPublished,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(eq(articles.slug, slug))
      .for("update");
    if (!current) throw new DomainError("articleNotFound");
    const publishedAt = current.publishedAt ?? (published ? now() : null);
    if (current.isPublished !== published) {
      await tx
        .update(articles)
        .set({ isPublished: published, publishedAt, updatedAt: now() })
        .where(eq(articles.id, current.id));
      await recordAdminAction(tx, {
        actor,
        action: published ? "news.publish" : "news.unpublish",
        target: `article:${slug}`,
      });
    }
    return { slug, isPublished: published, publishedAt: publishedAt?.toISOString() ?? null };
  });
}
