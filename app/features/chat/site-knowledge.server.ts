import type { TFunction } from "i18next";
import {
  bookingServiceTypes,
  eventRates,
  itServices,
  photoServices,
  type Price,
} from "~/content/services";
import { isProductKey } from "~/content/products";
import type { Database } from "~/db/client.server";
import { availability } from "~/features/booking/booking.server";
import { serviceLabelKeys } from "~/features/booking/service-label-keys";
import { addDays, businessToday, hourLabel } from "~/features/booking/slots";
import { pageSettings } from "~/features/settings/settings.server";
import { loadSettings } from "~/features/settings/settings-store.server";
import { addressLine } from "~/features/settings/site-settings";
import { hockeyAlbum, softwareDeliveryHours } from "~/features/shop/facts";
import { listProducts } from "~/features/shop/products.server";
import { languageLocales, type Language } from "~/i18n/languages";
import { serverT, type ServerT } from "~/i18n/translate.server";
import { campaignTextValues } from "~/lib/campaign-texts";
import { now as clockNow } from "~/lib/clock";
import { formatClockTime, formatDate, formatEuros } from "~/lib/format";
import { offeredPrice, runningCampaign, type Campaign } from "~/lib/promotion";
import type { BookingRules } from "~/content/business";

// What the chat assistant knows, in the visitor's language, built per question from the same
// sources the pages read: the stored settings (business facts, campaign, booking rules), the
// service and product lists, the free slots. The model's system prompt and the built-in
// assistant's index are both made of these passages (docs/decisions/055).

export type KnowledgeTopic =
  | "about"
  | "service"
  | "campaign"
  | "rates"
  | "itService"
  | "product"
  | "booking"
  | "bookable"
  | "cancel"
  | "slots"
  | "contact"
  | "contactForm"
  | "whatsapp";

export type KnowledgePassage = {
  topic: KnowledgeTopic;
  /** Which item of the topic, e.g. the service key. */
  key: string;
  text: string;
  /** Words a visitor may ask with: searched, never shown. */
  terms: string;
  /** It states a price: what a question about prices is answered from. */
  priced?: boolean;
};

export type SiteKnowledge = {
  lang: Language;
  businessName: string;
  email: string;
  /** Digits for wa.me, or "" when no number is set. */
  whatsapp: string;
  passages: KnowledgePassage[];
};

/** How many days ahead the assistant looks for free slots, and how many it names. */
export const slotHorizonDays = 14;
export const slotsNamed = 3;

/** The shop's products on sale and their prices (integer cents), from the products table. */
export async function shopProducts(db: Database) {
  return (await listProducts(db)).flatMap(({ key, category, amount, active }) =>
    active && isProductKey(key) ? [{ key, category, amount }] : [],
  );
}

type ShopProduct = Awaited<ReturnType<typeof shopProducts>>[number];

const productNameKeys: Record<ShopProduct["key"], string> = {
  windows11: "shop:software.products.windows11.name",
  office2024: "shop:software.products.office2024.name",
  travelWebsite: "shop:websites.product.name",
  hockeyAlbum: "shop:hockeyAlbum.title",
};

/** A price as the price tags show it (app/components/ui/price-tag.tsx), as a sentence part. */
export function priceText(
  t: ServerT,
  lang: Language,
  price: Price,
  campaign: Campaign | null,
  serviceKey?: string,
): string {
  if (price.kind === "quote") return t("common:price.onRequest");
  const amount = formatEuros(price.eur, lang);
  if (price.kind === "hourly") return t("common:price.perHour", { price: amount });
  if (price.kind === "monthlyFrom") return t("common:price.perMonth", { price: amount });
  if (price.kind === "from") return t("common:price.from", { price: amount });
  const offered = serviceKey ? offeredPrice(serviceKey, price, campaign) : null;
  if (offered && offered.eur !== offered.regularEur)
    return t("chatKnowledge:price.campaign", {
      price: formatEuros(offered.eur, lang),
      regular: amount,
      lastDay: formatDate(offered.validUntil!, lang),
    });
  return amount;
}

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
  return new Intl.ListFormat(languageLocales[lang].intl, { type: "conjunction" }).format(
    weekdays.map(name),
  );
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
  const listed = free.map((slot) =>
    t("chatKnowledge:slots.slot", {
      date: formatDate(slot.date, lang, "full"),
      time: formatClockTime(slot.time, lang),
    }),
  );
  return {
    topic: "slots",
    key: "next",
    text:
      listed.length > 0
        ? t("chatKnowledge:slots.text", {
            slots: new Intl.ListFormat(languageLocales[lang].intl, { type: "conjunction" }).format(
              listed,
            ),
          })
        : t("chatKnowledge:slots.none", { days: slotHorizonDays }),
    terms: t("chatKnowledge:slots.terms"),
  };
}

function productDetails(t: ServerT, lang: Language, product: ShopProduct): string {
  if (product.category === "software")
    return t("chatKnowledge:product.software", { hours: softwareDeliveryHours });
  if (product.category === "websites") return t("chatKnowledge:product.website");
  return t("chatKnowledge:product.album", {
    images: hockeyAlbum.minimumImages,
    date: formatDate(hockeyAlbum.matchDate, lang),
  });
}

/** Everything the assistant may say, in `lang`, as the site stands at `now`. */
export async function siteKnowledge(
  db: Database,
  lang: Language,
  now: Date = clockNow(),
): Promise<SiteKnowledge> {
  const t = serverT(lang);
  const settings = await loadSettings(db);
  const { business, bookingRules } = pageSettings(settings, now);
  const campaign = runningCampaign(settings.campaign, now);
  const descriptionValues = {
    images: eventRates.sportsImagesPerEvent,
    hours: eventRates.sportsDeliveryHours,
    discount: eventRates.multiYearDiscountPercent,
  };
  const priced = (terms: string) => `${terms} ${t("chatKnowledge:priceTerms")}`;
  const list = (items: string[]) =>
    new Intl.ListFormat(languageLocales[lang].intl, { type: "conjunction" }).format(items);
  const passages: KnowledgePassage[] = [
    {
      topic: "about",
      key: "about",
      text: t("chatKnowledge:about.text"),
      terms: t("chatKnowledge:about.terms"),
    },
  ];

  for (const service of photoServices)
    passages.push({
      topic: "service",
      key: service.key,
      // As the service card reads, in every language: title, price, description.
      text: [
        `${t(`home:services.items.${service.key}.title`)}: ${priceText(t, lang, service.price, campaign, service.key)}.`,
        t(`home:services.items.${service.key}.description`, descriptionValues),
      ].join(" "),
      terms: priced(
        `${t("chatKnowledge:service.terms")} ${t(`chatKnowledge:service.keyTerms.${service.key}`)}`,
      ),
      priced: true,
    });

  if (campaign)
    passages.push({
      topic: "campaign",
      key: "campaign",
      text: t(
        "chatKnowledge:campaign.text",
        campaignTextValues(campaign, lang, t as unknown as TFunction<"common">),
      ),
      terms: t("chatKnowledge:campaign.terms"),
    });

  passages.push({
    topic: "rates",
    key: "eventAndSports",
    text: [
      `${t("home:contact.rates.title")}:`,
      `${t("home:contact.rates.event", { price: formatEuros(eventRates.eventPerHourEur, lang), images: eventRates.eventImagesPerHour })}.`,
      `${t("home:contact.rates.sports", { price: formatEuros(eventRates.sportsEventEur, lang), images: eventRates.sportsEventImages })}.`,
      t("home:contact.rates.addons"),
    ].join(" "),
    terms: priced(t("chatKnowledge:rates.terms")),
    priced: true,
  });

  for (const service of itServices)
    passages.push({
      topic: "itService",
      key: service.key,
      text: t("chatKnowledge:itService.text", {
        title: t(`itServices:services.${service.key}.title`),
        price: priceText(t, lang, service.price, null),
        description: t(`itServices:services.${service.key}.description`),
      }),
      terms: priced(
        `${t("chatKnowledge:itService.terms")} ${t(`chatKnowledge:itService.keyTerms.${service.key}`)}`,
      ),
      priced: true,
    });

  for (const product of await shopProducts(db))
    passages.push({
      topic: "product",
      key: product.key,
      text: t("chatKnowledge:product.text", {
        name: t(productNameKeys[product.key]),
        price: formatEuros(product.amount / 100, lang),
        details: productDetails(t, lang, product),
      }),
      terms: priced(
        `${t("chatKnowledge:product.terms")} ${t(`chatKnowledge:product.categoryTerms.${product.category}`)}`,
      ),
      priced: true,
    });

  passages.push(bookingPassage(t, lang, bookingRules));
  passages.push({
    topic: "bookable",
    key: "services",
    text: t("chatKnowledge:bookable.text", {
      services: list(
        bookingServiceTypes.map((type) => t(`booking:services.${serviceLabelKeys[type]}`)),
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
  if (business.whatsapp)
    passages.push({
      topic: "whatsapp",
      key: "whatsapp",
      text: t("chatKnowledge:whatsapp.text", { number: business.whatsapp }),
      terms: t("chatKnowledge:whatsapp.terms"),
    });

  return {
    lang,
    businessName: business.name,
    email: business.email,
    whatsapp: business.whatsapp,
    passages,
  };
}
