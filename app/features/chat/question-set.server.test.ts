import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { services, siteSettings } from "~/db/schema";
import { hourLabel } from "~/features/booking/slots";
import { listServices } from "~/features/catalogue/catalogue.server";
import { lineAmount } from "~/features/catalogue/price";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { ensureSeedArticles } from "~/features/news/seed/seed-articles.server";
import { loadSettings, saveSection } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { formatClockTime, formatDate, formatEuros } from "~/lib/format";
import { runningCampaign } from "~/lib/promotion";
import { builtinAnswer } from "./builtin-assistant.server";
import type { ChatMessage } from "./chat-limits";
import { chatFacts } from "./chat-facts.server";
import { questionSet, type ChatCase, type CheckFacts, type Scenario } from "./question-set";
import { siteKnowledge } from "./site-knowledge.server";

// The question set (question-set.ts) against the real built-in assistant on a database seeded
// as at the first start. Every expected figure is computed here from that catalogue, the shop
// and the settings, so the set follows the owner's prices. At least 95 % must hold.

const database = databaseForTestFile();

// Tuesday 24 November 2026 in Helsinki, inside the seeded campaign; 15 January 2027 after it.
const campaignRuns = new Date("2026-11-24T08:15:00Z");
const campaignOver = new Date("2027-01-15T08:15:00Z");
const whatsappNumber = "+358 40 111 2233";

beforeAll(async () => {
  await ensureSeedServices(database());
  await ensureSeedArticles(database());
});

afterEach(async () => {
  await database().delete(siteSettings);
  await loadSettings(database(), { fresh: true });
});

async function checkFacts(lang: Language, now: Date): Promise<CheckFacts> {
  const db = database();
  const settings = await loadSettings(db);
  const offer = runningCampaign(settings.campaign, now);
  const list = await listServices(db, lang, offer && { percent: offer.percent });
  const facts = await chatFacts(db, lang, now);
  const euros = (cents: number) => formatEuros(cents / 100, lang);
  const service = (id: string) => {
    const found = list.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`No service ${id}`);
    return found;
  };
  const t = serverT(lang);
  return {
    price: (id) => euros(service(id).price.amount!),
    campaignPrice: (id) => euros(service(id).price.campaignAmount!),
    times: (id, quantity) => euros(lineAmount(service(id).price.amount!, quantity)),
    product: (key) => euros(facts.products.find((product) => product.key === key)!.amount),
    percent: String(settings.campaign.percent),
    lastDay: formatDate(settings.campaign.lastDay, lang),
    name: (id) => service(id).name,
    email: facts.business.email,
    phone: facts.business.phone,
    street: facts.business.streetAddress[lang],
    whatsappLink: `https://wa.me/${whatsappNumber.replace(/\D/g, "")}`,
    firstHour: formatClockTime(hourLabel(settings.bookingRules.firstHour), lang),
    newestArticle: facts.news[0]?.title ?? "(no news)",
    text: (key) => t(key),
  };
}

async function setScenario(scenario: Scenario) {
  if (scenario !== "whatsapp") return;
  const settings = await loadSettings(database());
  await saveSection(database(), "business", { ...settings.business, whatsapp: whatsappNumber });
}

/** The conversation as the widget sends it: each earlier question with the answer it got. */
async function ask(lang: Language, now: Date, questions: string[]) {
  const knowledgeIn = (other: Language) => siteKnowledge(database(), other, now);
  const messages: ChatMessage[] = [];
  let answer = "";
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    answer = await builtinAnswer(messages, lang, knowledgeIn);
    messages.push({ role: "assistant", content: answer });
  }
  return answer;
}

async function missed(entry: ChatCase): Promise<string[]> {
  const scenario = entry.scenario ?? "campaignRuns";
  await setScenario(scenario);
  const now = scenario === "campaignOver" ? campaignOver : campaignRuns;
  const answer = await ask(entry.lang, now, [...(entry.before ?? []), entry.question]);
  const facts = await checkFacts(entry.answerLanguage ?? entry.lang, now);
  const holds = (expected: string | RegExp) =>
    typeof expected === "string" ? answer.includes(expected) : expected.test(answer);
  const problems = [
    ...entry.holds(facts).flatMap((expected) => (holds(expected) ? [] : [`lacks ${expected}`])),
    ...(entry.lacks?.(facts) ?? []).flatMap((unwanted) =>
      holds(unwanted) ? [`holds ${unwanted}`] : [],
    ),
  ];
  await database().delete(siteSettings);
  await loadSettings(database(), { fresh: true });
  return problems.length > 0 ? [`${entry.question} → ${answer}\n  ${problems.join("; ")}`] : [];
}

describe("the question set", () => {
  it("has at least 20 questions in each language", () => {
    for (const lang of ["sv", "fi", "en"] as const)
      expect(questionSet.filter((entry) => entry.lang === lang).length).toBeGreaterThanOrEqual(20);
  });

  it("is answered with the catalogue's facts at least 95 % of the time", async () => {
    const failures: string[] = [];
    for (const entry of questionSet) failures.push(...(await missed(entry)));
    const score = (questionSet.length - failures.length) / questionSet.length;
    console.info(
      `chat question set: ${questionSet.length - failures.length}/${questionSet.length} (${(score * 100).toFixed(1)} %)\n${failures.join("\n")}`,
    );
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});

describe("an owner's price change", () => {
  it("is the price the chat computes next", async () => {
    const question = ["How much is an event photographer for three hours?"];
    const before = await ask("en", campaignRuns, question);
    expect(before).toContain(formatEuros(180, "en"));
    await database().update(services).set({ amount: 6_500 }).where(eq(services.id, "event-hourly"));
    const after = await ask("en", campaignRuns, question);
    expect(after).toContain(`3 × ${formatEuros(65, "en")} = ${formatEuros(195, "en")}`);
    expect(after).not.toContain(formatEuros(180, "en"));
    await database().update(services).set({ amount: 6_000 }).where(eq(services.id, "event-hourly"));
  });
});
