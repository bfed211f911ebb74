import { seasonContractsSlug } from "~/content/news";
import { languages, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { seasonFacts } from "../season-contracts/season-facts";
import type { SeedArticle } from "./seed-article";

const base = "news:articles.seasonContracts";

/**
 * The season-contracts article as Markdown, from the very texts its special page shows: the
 * API, the feeds and the editor read this; the page itself keeps its own hero and body.
 */
function seasonMarkdown(lang: Language): string {
  const t = serverT(lang);
  const facts = seasonFacts;
  const k = (key: string) => t(`${base}.${key}`, facts);
  const included = ["coverage", "images", "delivery", "usage"];
  const reasons = ["priceMatch", "speed", "volume", "partnership"];
  return [
    k("intro"),
    `## ${k("team.title")}`,
    k("team.p1"),
    k("team.p2"),
    `### ${k("team.includedTitle")}`,
    included.map((item) => `- ${k(`team.included.${item}`)}`).join("\n"),
    `## ${k("priceMatch.title")}`,
    k("priceMatch.p1"),
    k("priceMatch.p2"),
    k("priceMatch.multiYear"),
    `## ${k("individual.title")}`,
    k("individual.p1"),
    `**${k("individual.p2")}**`,
    `## ${k("reasons.title")}`,
    reasons
      .map(
        (reason, index) =>
          `${index + 1}. **${k(`reasons.items.${reason}.title`)}** – ${k(`reasons.items.${reason}.text`)}`,
      )
      .join("\n"),
    `## ${k("closing.title")}`,
    k("closing.text"),
  ].join("\n\n");
}

export function seasonContractsSeed(): SeedArticle {
  return {
    slug: seasonContractsSlug,
    publishedAt: "2025-11-01T09:00:00+02:00",
    mediaKey: "sportsContracts",
    translations: Object.fromEntries(
      languages.map((lang) => {
        const t = serverT(lang);
        return [
          lang,
          {
            title: t(`${base}.title`),
            excerpt: t(`${base}.excerpt`),
            markdown: seasonMarkdown(lang),
          },
        ];
      }),
    ) as SeedArticle["translations"],
  };
}
