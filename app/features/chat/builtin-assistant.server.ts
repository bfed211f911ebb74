import { serverT } from "~/i18n/translate.server";
import { keywordIndex, stem, words } from "./retrieval";
import type { SiteKnowledge } from "./site-knowledge.server";

// The assistant without a configured model (docs/decisions/055): it searches the site's own
// passages for the question and answers with the best ones, word for word. When the best passage
// holds too little of the question, it says that it does not know and where a person answers:
// a shared word or two ("morgon" in "god morgon") is no answer.

/** Below this BM25 score nothing found is worth saying: a lone common word scores about 0.4. */
export const minimumScore = 1;
/** Passages scoring at least this share of the best one are given too, at most three. */
const closeRunnerUp = 0.7;
const maxPassages = 3;

export function builtinReply(knowledge: SiteKnowledge, question: string): string {
  const found = keywordIndex(knowledge.passages).search(question);
  const { terms } = found;
  // "Vad kostar porträtt?" asks for a price: the list of bookable services names portraits too,
  // but only a passage with a price answers it.
  const priced = found.hits.filter((hit) => hit.item.priced);
  const hits = asksPrice(knowledge, question) && priced.length > 0 ? priced : found.hits;
  const best = hits[0];
  if (!best || best.score < minimumScore || best.matched < Math.max(1, Math.ceil(terms / 2)))
    return unknownReply(knowledge);
  return hits
    .filter((hit) => hit.score >= best.score * closeRunnerUp)
    .slice(0, maxPassages)
    .map((hit) => hit.item.text)
    .join("\n\n");
}

export function unknownReply(knowledge: SiteKnowledge): string {
  const t = serverT(knowledge.lang);
  const where = knowledge.whatsapp
    ? t("chat:reply.askUsWhatsapp")
    : t("chat:reply.askUs", { email: knowledge.email });
  return `${t("chat:reply.unknown")} ${where}`;
}

/** Whether the question holds one of the language's price words (chatKnowledge:priceTerms). */
function asksPrice(knowledge: SiteKnowledge, question: string): boolean {
  const priceStems = new Set(words(serverT(knowledge.lang)("chatKnowledge:priceTerms")).map(stem));
  return words(question).some((word) => priceStems.has(stem(word)));
}
