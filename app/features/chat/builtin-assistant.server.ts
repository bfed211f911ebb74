import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { ChatMessage } from "./chat-limits";
import {
  campaignText,
  deliveryText,
  priceText,
  quantityText,
  whatsappText,
} from "./fact-sentences";
import { askedLanguage, questionReader, type QuestionReader } from "./question-reading";
import { keywordIndex, stem, words, type KeywordIndex } from "./retrieval";
import type { SiteKnowledge, SubjectEntry } from "./site-knowledge.server";
import { softwareDeliveryHours } from "~/features/shop/facts";

// The assistant without a configured model (docs/decisions/055, 085). It reads what is asked
// (hours, a price, the campaign, delivery, WhatsApp) and which service or product it is about,
// from the question or, for a follow-up ("och för två timmar då?"), from the earlier questions;
// prices are computed from the catalogue. Anything else is searched in the site's passages and
// answered word for word; when nothing holds enough of the question, it says it does not know
// and where a person answers.

/** Below this BM25 score nothing found is worth saying: a lone common word scores about 0.4. */
export const minimumScore = 1;
/** Passages scoring at least this share of the best one are given too, at most three. */
const closeRunnerUp = 0.7;
const maxPassages = 3;

/** What a question is answered with, decided in the conversation's language. */
export type Plan =
  | { kind: "notListed" | "whatsapp" | "campaign" | "delivery" | "priceList" | "unknown" }
  | { kind: "quantity"; serviceId: string; hours: number }
  | { kind: "subject"; topic: "service" | "product"; key: string }
  | { kind: "passages"; found: { topic: string; key: string }[] };

const subjectIndexes = new WeakMap<SiteKnowledge, KeywordIndex<SubjectEntry>>();

/** The service or product a question names, if one stands out. */
function subjectOf(knowledge: SiteKnowledge, read: QuestionReader, question: string) {
  const named = read.subjectWords(question);
  if (!named) return null;
  let index = subjectIndexes.get(knowledge);
  if (!index) {
    index = keywordIndex(knowledge.subjects);
    subjectIndexes.set(knowledge, index);
  }
  const { hits, terms } = index.search(named);
  const best = hits[0];
  // As in the search of every passage: one word of several is no subject ("window" in markup).
  if (!best || best.score < minimumScore || best.matched < Math.ceil(terms / 2)) return null;
  return best.item;
}

function serviceOf(knowledge: SiteKnowledge, subject: SubjectEntry | null) {
  return subject?.topic === "service"
    ? knowledge.facts.services.find((service) => service.id === subject.key)
    : undefined;
}

/** The hourly service that hours of `subject` are charged by: its own price, or its kind's. */
function hourlyService(knowledge: SiteKnowledge, subject: SubjectEntry | null) {
  const hourly = knowledge.facts.services.filter(
    (service) => service.price.kind === "hourly" && service.price.amount !== undefined,
  );
  if (!subject) return hourly[0];
  const service = serviceOf(knowledge, subject);
  if (!service) return undefined;
  if (service.price.kind === "hourly") return service;
  return hourly.find((candidate) => candidate.category === service.category);
}

function userQuestions(conversation: string | readonly ChatMessage[]): string[] {
  return typeof conversation === "string"
    ? [conversation]
    : conversation.filter((message) => message.role === "user").map((message) => message.content);
}

/** How to answer the last of `questions`, read in the knowledge's language. */
export function plan(knowledge: SiteKnowledge, questions: readonly string[]): Plan {
  const question = questions.at(-1)!;
  const read = questionReader(knowledge.say.t);
  const intents = read.intents(question);
  if (intents.has("notListed")) return { kind: "notListed" };
  if (intents.has("whatsapp")) return { kind: "whatsapp" };

  let subject = subjectOf(knowledge, read, question);
  let hours = read.hours(question);
  const asksFigure =
    hours !== null || intents.has("price") || intents.has("images") || intents.has("delivery");
  // A follow-up names no service of its own: it is about the one asked about before.
  if (!subject && asksFigure)
    for (const earlier of questions.slice(0, -1).reverse()) {
      subject = subjectOf(knowledge, read, earlier);
      if (subject) {
        hours ??= read.hours(earlier);
        break;
      }
    }

  if (intents.has("campaign") && hours === null) return { kind: "campaign" };
  if (hours !== null) {
    const hourly = hourlyService(knowledge, subject);
    if (hourly) return { kind: "quantity", serviceId: hourly.id, hours };
  }
  if (subject) {
    const delivered = serviceOf(knowledge, subject)?.includes?.deliveryWorkingDays;
    if (intents.has("delivery") && !delivered && !intents.has("price")) return { kind: "delivery" };
    return { kind: "subject", topic: subject.topic, key: subject.key };
  }
  if (intents.has("delivery")) return { kind: "delivery" };
  if (intents.has("price") && !read.subjectWords(question)) return { kind: "priceList" };
  return searched(knowledge, question);
}

/** The plan's answer in the knowledge's language. */
export function render(knowledge: SiteKnowledge, answer: Plan): string {
  const { say, facts } = knowledge;
  const passage = (topic: string, key: string) =>
    knowledge.passages.find((candidate) => candidate.topic === topic && candidate.key === key)
      ?.text;
  switch (answer.kind) {
    case "notListed":
      return `${say.t("chatKnowledge:notListed.text")} ${askUs(knowledge)}`;
    case "whatsapp":
      return whatsappText(say);
    case "campaign":
      return campaignText(say);
    case "delivery":
      return deliveryText(say, softwareDeliveryHours);
    case "priceList":
      return facts.services
        .map((service) => `${service.name}: ${priceText(say, service.price)}.`)
        .join("\n");
    case "quantity": {
      const service = facts.services.find((candidate) => candidate.id === answer.serviceId);
      return service ? quantityText(say, service, answer.hours) : unknownReply(knowledge);
    }
    case "subject":
      return passage(answer.topic, answer.key) ?? unknownReply(knowledge);
    case "passages": {
      const texts = answer.found.flatMap(({ topic, key }) => passage(topic, key) ?? []);
      return texts.length > 0 ? texts.join("\n\n") : unknownReply(knowledge);
    }
    default:
      return unknownReply(knowledge);
  }
}

/** The reply to the conversation's last question, in the knowledge's language. */
export function builtinReply(
  knowledge: SiteKnowledge,
  conversation: string | readonly ChatMessage[],
): string {
  return render(knowledge, plan(knowledge, userQuestions(conversation)));
}

/** The passages that hold most of the question, or the honest "I don't know". */
function searched(knowledge: SiteKnowledge, question: string): Plan {
  const found = keywordIndex(knowledge.passages).search(question);
  const { terms } = found;
  // "Vad kostar porträtt?" asks for a price: the list of bookable services names portraits too,
  // but only a passage with a price answers it.
  const priced = found.hits.filter((hit) => hit.item.priced);
  const hits = asksPrice(knowledge, question) && priced.length > 0 ? priced : found.hits;
  const best = hits[0];
  if (!best || best.score < minimumScore || best.matched < Math.max(1, Math.ceil(terms / 2)))
    return { kind: "unknown" };
  return {
    kind: "passages",
    found: hits
      .filter((hit) => hit.score >= best.score * closeRunnerUp)
      .slice(0, maxPassages)
      .map(({ item }) => ({ topic: item.topic, key: item.key })),
  };
}

/**
 * The reply to a conversation, asked in `lang`. "And in Finnish?" answers the question before it
 * in that language; every other question is answered in the conversation's language.
 */
export async function builtinAnswer(
  messages: readonly ChatMessage[],
  lang: Language,
  knowledgeIn: (lang: Language) => Promise<SiteKnowledge>,
): Promise<string> {
  const questions = userQuestions(messages);
  const knowledge = await knowledgeIn(lang);
  const target = askedLanguage(serverT, questions.at(-1)!);
  // Read in the conversation's language, answered in the one asked for.
  if (target && questions.length > 1)
    return render(await knowledgeIn(target), plan(knowledge, questions.slice(0, -1)));
  return builtinReply(knowledge, messages);
}

function askUs(knowledge: SiteKnowledge): string {
  const t = serverT(knowledge.lang);
  return knowledge.whatsapp
    ? t("chat:reply.askUsWhatsapp")
    : t("chat:reply.askUs", { email: knowledge.email });
}

export function unknownReply(knowledge: SiteKnowledge): string {
  return `${serverT(knowledge.lang)("chat:reply.unknown")} ${askUs(knowledge)}`;
}

/** Whether the question holds one of the language's price words (chatKnowledge:priceTerms). */
function asksPrice(knowledge: SiteKnowledge, question: string): boolean {
  const priceStems = new Set(words(serverT(knowledge.lang)("chatKnowledge:priceTerms")).map(stem));
  return words(question).some((word) => priceStems.has(stem(word)));
}
