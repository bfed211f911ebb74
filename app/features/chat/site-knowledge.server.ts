import type { BookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { availability } from "~/features/booking/booking.server";
import { addDays, businessToday, hourLabel } from "~/features/booking/slots";
import { addressLine } from "~/features/settings/site-settings";
import { softwareDeliveryHours } from "~/features/shop/facts";
import { languageLocales, type Language } from "~/i18n/languages";
import { serverT, type ServerT } from "~/i18n/translate.server";
import { now as clockNow } from "~/lib/clock";
import { formatClockTime, formatDate } from "~/lib/format";
import { chatFacts, type ChatFacts } from "./chat-facts.server";
import {
  campaignText,
  deliveryText,
  listText,
  newsText,
  productText,
  serviceText,
  whatsappText,
  type Sentences,
} from "./fact-sentences";

// What the chat assistant knows, in the visitor's language, built per question from the same
// sources the pages read: the service catalogue, the campaign, the shop's products, the stored
// settings (business facts, booking rules), the free slots and the news. The model's system
// prompt and the built-in assistant's index are both made of these passages (docs/decisions/055,
// 085).

export type KnowledgeTopic =
  | "about"
  | "service"
  | "campaign"
  | "delivery"
  | "product"
  | "booking"
  | "bookable"
  | "cancel"
  | "slots"
  | "contact"
  | "contactForm"
  | "whatsapp"
  | "news";

export type KnowledgePassage = {
  topic: KnowledgeTopic;
  /** Which item of the topic: the catalogue id of a service, the key of a product. */
  key: string;
  text: string;
  /** Words a visitor may ask with: searched, never shown. */
  terms: string;
  /** It states a price: what a question about prices is answered from. */
  priced?: boolean;
};

/** What names a service or product: its name and the words customers use for it. */
export type SubjectEntry = {
  topic: "service" | "product";
  key: string;
  text: string;
  terms: string;
};

export type SiteKnowledge = {
  lang: Language;
  businessName: string;
  email: string;
  /** Digits for wa.me, or "" when no number is set. */
  whatsapp: string;
  passages: KnowledgePassage[];
  /** The services and products by name and the words customers use for them. */
  subjects: SubjectEntry[];
  /** The facts the passages were written from, for answers that compute. */
  facts: ChatFacts;
  /** The sentence makers in this language. */
  say: Sentences;
};

/** How many days ahead the assistant looks for free slots, and how many it names. */
export const slotHorizonDays = 14;
export const slotsNamed = 3;

/** "alla dagar", "måndag–fredag", or a list of weekdays (Monday 0 … Sunday 6). */
function weekdaysText(t: ServerT, lang: Language, weekdays: readonly number[]): string {
  if (weekdays.length === 7) return t("chatKnowledge:booking.everyDay");
  const names = new Intl.DateTimeFormat(languageLocales[lang].intl, {
    weekday: "long",
    timeZone: "UTC",
  });
  // 2026-11-23 is a Monday.
  const name = (day: number) => names.format(new Date(Date.UTC(2026, 10, 23 + day, 12)));
  const contiguous = weekdays.every(
    (day, index) => index === 0 || day === weekdays[index - 1]! + 1,
  );
  if (contiguous && weekdays.length > 2) return `${name(weekdays[0]!)}–${name(weekdays.at(-1)!)}`;
  return listText(lang, weekdays.map(name));
}

function bookingPassage(t: ServerT, lang: Language, rules: BookingRules): KnowledgePassage {
  return {
    topic: "booking",
    key: "rules",
    text: t("chatKnowledge:booking.text", {
      days: weekdaysText(t, lang, rules.weekdays),
      first: formatClockTime(hourLabel(rules.firstHour), lang),
      last: formatClockTime(hourLabel(rules.lastHour), lang),
      notice:
        rules.minNoticeHours === 0
          ? t("chatKnowledge:booking.noNotice")
          : t("chatKnowledge:booking.notice", { hours: rules.minNoticeHours }),
      maxDays: rules.maxDaysAhead,
    }),
    terms: t("chatKnowledge:booking.terms"),
  };
}

async function slotsPassage(
  t: ServerT,
  lang: Language,
  db: Database,
  rules: BookingRules,
  now: Date,
): Promise<KnowledgePassage> {
  const today = businessToday(now);
  const slots = await availability(db, today, addDays(today, slotHorizonDays - 1), now, rules);
  const free = slots.filter((slot) => slot.available).slice(0, slotsNamed);
  // One day named once: "fredag 27 november 2026 kl. 12.00, 13.00 och 14.00".
  const timesByDay = new Map<string, string[]>();
  for (const slot of free)
    timesByDay.set(slot.date, [
      ...(timesByDay.get(slot.date) ?? []),
      formatClockTime(slot.time, lang),
    ]);
  const listed = [...timesByDay].map(([date, times]) =>
    t("chatKnowledge:slots.slot", {
      date: formatDate(date, lang, "full"),
      time: listText(lang, times),
    }),
  );
  return {
    topic: "slots",
    key: "next",
    text:
      listed.length > 0
        ? t("chatKnowledge:slots.text", {
            slots: listed.join("; "),
          })
        : t("chatKnowledge:slots.none", { days: slotHorizonDays }),
    terms: t("chatKnowledge:slots.terms"),
  };
}

/** Everything the assistant may say, in `lang`, as the site stands at `now`. */
export async function siteKnowledge(
  db: Database,
  lang: Language,
  now: Date = clockNow(),
): Promise<SiteKnowledge> {
  const t = serverT(lang);
  const facts = await chatFacts(db, lang, now);
  const say: Sentences = { t, lang, facts };
  const { business, bookingRules } = facts;
  const priced = (terms: string) => `${terms} ${t("chatKnowledge:priceTerms")}`;
  const passages: KnowledgePassage[] = [
    {
      topic: "about",
      key: "about",
      text: t("chatKnowledge:about.text"),
      terms: t("chatKnowledge:about.terms"),
    },
  ];

  const subjects: SubjectEntry[] = [];
  for (const service of facts.services) {
    // A service the owner added has no words of its own here: its name and texts find it.
    const keyTerms = t(`chatKnowledge:service.keyTerms.${service.id}`, { defaultValue: "" });
    passages.push({
      topic: "service",
      key: service.id,
      text: serviceText(say, service),
      terms: priced(`${t("chatKnowledge:service.terms")} ${keyTerms}`),
      priced: true,
    });
    subjects.push({ topic: "service", key: service.id, text: service.name, terms: keyTerms });
  }

  passages.push({
    topic: "campaign",
    key: "campaign",
    text: campaignText(say),
    terms: t("chatKnowledge:campaign.terms"),
  });

  for (const product of facts.products) {
    const categoryTerms = t(`chatKnowledge:product.categoryTerms.${product.category}`, {
      defaultValue: "",
    });
    passages.push({
      topic: "product",
      key: product.key,
      text: productText(say, product),
      terms: priced(`${t("chatKnowledge:product.terms")} ${categoryTerms}`),
      priced: true,
    });
    subjects.push({ topic: "product", key: product.key, text: product.name, terms: categoryTerms });
  }

  passages.push({
    topic: "delivery",
    key: "delivery",
    text: deliveryText(say, softwareDeliveryHours),
    terms: t("chatKnowledge:delivery.terms"),
  });
  passages.push(bookingPassage(t, lang, bookingRules));
  passages.push({
    topic: "bookable",
    key: "services",
    text: t("chatKnowledge:bookable.text", {
      services: listText(
        lang,
        facts.services.filter((service) => service.bookable).map((service) => service.name),
      ),
    }),
    terms: t("chatKnowledge:bookable.terms"),
  });
  passages.push({
    topic: "cancel",
    key: "cancel",
    text: t("chatKnowledge:cancel.text"),
    terms: t("chatKnowledge:cancel.terms"),
  });
  passages.push(await slotsPassage(t, lang, db, bookingRules, now));
  passages.push({
    topic: "contact",
    key: "contact",
    text: t("chatKnowledge:contact.text", {
      name: business.name,
      email: business.email,
      phone: business.phone,
      address: addressLine(business, lang),
      businessId: business.businessId,
    }),
    terms: t("chatKnowledge:contact.terms"),
  });
  passages.push({
    topic: "contactForm",
    key: "contactForm",
    text: t("chatKnowledge:contactForm.text"),
    terms: t("chatKnowledge:contactForm.terms"),
  });
  passages.push({
    topic: "whatsapp",
    key: "whatsapp",
    text: whatsappText(say),
    terms: t("chatKnowledge:whatsapp.terms"),
  });
  const news = newsText(say);
  if (news)
    passages.push({ topic: "news", key: "news", text: news, terms: t("chatKnowledge:news.terms") });
  for (const article of facts.news)
    passages.push({
      topic: "news",
      key: article.slug,
      text: `${article.title} (${formatDate(article.publishedAt, lang)}): ${article.excerpt}`,
      terms: t("chatKnowledge:news.terms"),
    });

  return {
    lang,
    businessName: business.name,
    email: business.email,
    whatsapp: business.whatsapp,
    passages,
    subjects,
    facts,
    say,
  };
}
