import type { ServicePrice, ServiceView } from "~/features/catalogue/service-view";
import { lineAmount } from "~/features/catalogue/price";
import { languageLocales, type Language } from "~/i18n/languages";
import type { ServerT } from "~/i18n/translate.server";
import { formatCents, formatDate } from "~/lib/format";
import type { ChatFacts } from "./chat-facts.server";

// The assistant's sentences about the catalogue, the campaign and delivery, made from the facts
// (docs/decisions/085): every figure is the catalogue's, computed with price.ts where it adds up.

export type Sentences = { t: ServerT; lang: Language; facts: ChatFacts };

export function listText(lang: Language, items: string[]): string {
  return new Intl.ListFormat(languageLocales[lang].intl, { type: "conjunction" }).format(items);
}

/**
 * A price inside a sentence, after a name and a colon: "Säsongsavtal: från 350 €/månad", not
 * "Från" (the price texts are written to stand alone, as on the pages).
 */
function inSentence(text: string, lang: Language): string {
  return text.charAt(0).toLocaleLowerCase(languageLocales[lang].intl) + text.slice(1);
}

/** A price as the pages state it: "60 €/timme", "120 € per evenemang", "Från 350 €/månad". */
function shaped({ t }: Sentences, price: ServicePrice, amount: string): string {
  if (price.kind === "hourly") return t("common:price.perHour", { price: amount });
  if (price.unit === "month") return t("common:price.perMonth", { price: amount });
  if (price.kind === "from") return t("common:price.from", { price: amount });
  if (price.unit === "event") return t("chatKnowledge:price.perEvent", { price: amount });
  return amount;
}

/** The service's price, the campaign's with the regular one and the last day while it runs. */
export function priceText(say: Sentences, price: ServicePrice): string {
  const { t, lang, facts } = say;
  if (price.kind === "quote" || price.amount === undefined) return t("common:price.onRequest");
  const regular = shaped(say, price, formatCents(price.amount, lang));
  if (price.campaignAmount === undefined || !facts.campaign) return regular;
  return t("chatKnowledge:price.campaign", {
    price: shaped(say, price, formatCents(price.campaignAmount, lang)),
    regular,
    lastDay: formatDate(facts.campaign.lastDay, lang),
  });
}

/** Name, price, what it includes, what it is, and whether the booking form takes it. */
export function serviceText(say: Sentences, service: ServiceView): string {
  const { t } = say;
  return [
    `${service.name}: ${inSentence(priceText(say, service.price), say.lang)}.`,
    service.includes?.text,
    service.description,
    t(service.bookable ? "chatKnowledge:service.bookable" : "chatKnowledge:service.notBookable"),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * "3 × 60 € = 180 €" for an hourly service (the campaign's total too when it covers it), and the
 * fixed-price package of the same kind that covers as many hours, which may cost less.
 */
export function quantityText(say: Sentences, service: ServiceView, hours: number): string {
  const { t, lang, facts } = say;
  const { amount, campaignAmount } = service.price;
  if (amount === undefined) return serviceText(say, service);
  const lines = [
    t("chatKnowledge:quantity.text", {
      name: service.name,
      hours,
      unit: formatCents(amount, lang),
      total: formatCents(lineAmount(amount, hours), lang),
    }),
  ];
  if (campaignAmount !== undefined)
    lines.push(
      t("chatKnowledge:quantity.campaign", {
        total: formatCents(lineAmount(campaignAmount, hours), lang),
        regular: formatCents(lineAmount(amount, hours), lang),
      }),
    );
  if (service.includes?.text) lines.push(service.includes.text);
  const packaged = facts.services.find(
    (other) =>
      other.category === service.category &&
      other.price.kind === "fixed" &&
      (other.includes?.hours ?? 0) >= Math.max(hours, 2),
  );
  if (packaged)
    lines.push(
      t("chatKnowledge:quantity.package", {
        name: packaged.name,
        price: inSentence(priceText(say, packaged.price), lang),
        hours: packaged.includes!.hours,
        includes: packaged.includes?.text ?? "",
      }).trim(),
    );
  return lines.join(" ");
}

/** The running campaign: its percentage, its services with their prices, its last day. */
export function campaignText(say: Sentences): string {
  const { t, lang, facts } = say;
  if (!facts.campaign) return t("chatKnowledge:campaign.none");
  const reduced = facts.services.filter((service) => service.price.campaignAmount !== undefined);
  return t("chatKnowledge:campaign.text", {
    percent: facts.campaign.percent,
    services: listText(
      lang,
      reduced.map(
        (service) =>
          `${service.name} ${inSentence(shaped(say, service.price, formatCents(service.price.campaignAmount!, lang)), lang)} (${inSentence(shaped(say, service.price, formatCents(service.price.amount!, lang)), lang)})`,
      ),
    ),
    lastDay: formatDate(facts.campaign.lastDay, lang),
  });
}

/** The delivery times the catalogue states, the shop's licences, and honesty about the rest. */
export function deliveryText(say: Sentences, softwareHours: number): string {
  const { t, lang, facts } = say;
  const timed = facts.services.filter((service) => service.includes?.deliveryWorkingDays);
  const lines = [];
  if (timed.length > 0)
    lines.push(
      t("chatKnowledge:delivery.text", {
        list: listText(
          lang,
          timed.map((service) =>
            t("chatKnowledge:delivery.item", {
              name: service.name,
              days: service.includes!.deliveryWorkingDays,
            }),
          ),
        ),
      }),
    );
  if (facts.products.some((product) => product.category === "software"))
    lines.push(t("chatKnowledge:delivery.software", { hours: softwareHours }));
  lines.push(t("chatKnowledge:delivery.other"));
  return lines.join(" ");
}

export function whatsappText({ t, facts }: Sentences): string {
  const { whatsapp, email, phone } = facts.business;
  return whatsapp
    ? t("chatKnowledge:whatsapp.text", { link: `https://wa.me/${whatsapp}` })
    : t("chatKnowledge:whatsapp.none", { email, phone });
}

export function productText({ t, lang }: Sentences, product: ChatFacts["products"][number]) {
  return t("chatKnowledge:product.text", {
    name: product.name,
    price: formatCents(product.amount, lang),
    details: product.description,
  });
}

export function newsText({ t, lang, facts }: Sentences): string | null {
  if (facts.news.length === 0) return null;
  return t("chatKnowledge:news.text", {
    list: listText(
      lang,
      facts.news.slice(0, 3).map((article) =>
        t("chatKnowledge:news.item", {
          title: article.title,
          date: formatDate(article.publishedAt, lang),
        }),
      ),
    ),
  });
}
