import { serverT } from "~/i18n/translate.server";
import type { SiteKnowledge } from "./site-knowledge.server";

/**
 * The instructions a configured model gets: who it speaks for, in which language, and every
 * passage the built-in assistant would search, so both answer from the same facts.
 */
export function systemPrompt(knowledge: SiteKnowledge): string {
  const t = serverT(knowledge.lang);
  const facts = knowledge.passages.map((passage) => `- ${passage.text}`).join("\n");
  return `${t("chatKnowledge:systemPrompt", { name: knowledge.businessName })}\n\n${facts}`;
}
