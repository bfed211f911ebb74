import type { Database } from "~/db/client.server";
import { articles, articleTranslations } from "~/db/schema";
import { languages } from "~/i18n/languages";
import { markdownToArticleHtml } from "../markdown.server";
import { seasonContractsSeed } from "./season-contracts-seed.server";
import type { SeedArticle } from "./seed-article";
import { serviceArticles } from "./service-articles";

/** The articles the site starts with (docs/decisions/047). */
export function seedArticles(): SeedArticle[] {
  return [seasonContractsSeed(), ...serviceArticles];
}

/**
 * Adds each starting article whose address is still free, at every start. An article the owner
 * has changed or unpublished stays as the owner left it; instances starting together on one
 * PostgreSQL insert each article once (the slug is unique; the loser inserts nothing).
 */
export async function ensureSeedArticles(db: Database): Promise<number> {
  let added = 0;
  for (const seed of seedArticles()) {
    const publishedAt = new Date(seed.publishedAt);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          slug: seed.slug,
          mediaKey: seed.mediaKey,
          isPublished: true,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .onConflictDoNothing({ target: articles.slug })
        .returning({ id: articles.id });
      if (!created) return;
      added += 1;
      await tx.insert(articleTranslations).values(
        languages.map((language) => ({
          articleId: created.id,
          language,
          ...seed.translations[language],
          html: markdownToArticleHtml(seed.translations[language].markdown),
          updatedAt: publishedAt,
        })),
      );
    });
  }
  return added;
}
