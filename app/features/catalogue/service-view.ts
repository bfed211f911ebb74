import type {
  PriceKind,
  PriceUnit,
  ServiceCategory,
  ServiceIncludes,
  ServiceText,
  services,
} from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { depositOf } from "./deposit";
import { campaignAmount, vatPercent } from "./price";

// A stored service as a visitor (page, API, chat) or the owner sees it. Pure, so pages and tests
// build views without a database.

export type ServiceRow = typeof services.$inferSelect;

export type ServicePrice = {
  kind: PriceKind;
  /** Integer cents including VAT; absent for "quote". */
  amount?: number;
  /** "per event", "per month"; absent when the kind says it all. */
  unit?: PriceUnit;
  /** The campaign's price, only while the owner's campaign runs and covers the service. */
  campaignAmount?: number;
  currency: string;
  /** Per cent: 25.5. The amount includes it. */
  vatRate: number;
};

export type ServiceView = {
  id: string;
  name: string;
  description: string;
  category: ServiceCategory;
  price: ServicePrice;
  includes?: ServiceIncludes & { text?: string };
  durationMinutes?: number;
  bookable: boolean;
  campaign: boolean;
  /** The language of the texts: the request's, or Swedish where a text is not written in it. */
  contentLanguage: Language;
  /** Some text is the Swedish one, not written in the request's language. */
  fallback?: true;
};

/** The running campaign's percentage, or null when none runs (app/lib/promotion.ts decides). */
export type CampaignOffer = { percent: number } | null;

/** A text in `lang`, or the Swedish one, and whether it fell back. */
export function textIn(text: ServiceText, lang: Language): { text: string; fallback: boolean } {
  const own = text[lang];
  return own ? { text: own, fallback: false } : { text: text.sv, fallback: lang !== "sv" };
}

export function servicePrice(row: ServiceRow, offer: CampaignOffer): ServicePrice {
  const reduced = offer && row.campaign && row.amount !== null;
  return {
    kind: row.priceKind,
    ...(row.amount !== null && { amount: row.amount }),
    ...(row.priceUnit && { unit: row.priceUnit }),
    ...(reduced && { campaignAmount: campaignAmount(row.amount!, offer.percent) }),
    currency: row.currency,
    vatRate: vatPercent(row.vatRateBp),
  };
}

export function serviceView(row: ServiceRow, lang: Language, offer: CampaignOffer): ServiceView {
  const name = textIn(row.name, lang);
  const description = textIn(row.description, lang);
  const includesText = row.includesText ? textIn(row.includesText, lang) : undefined;
  const fallback = name.fallback || description.fallback || includesText?.fallback;
  const includes = { ...row.includes, ...(includesText && { text: includesText.text }) };
  return {
    id: row.id,
    name: name.text,
    description: description.text,
    category: row.category,
    price: servicePrice(row, offer),
    ...(Object.keys(includes).length > 0 && { includes }),
    ...(row.durationMinutes !== null && { durationMinutes: row.durationMinutes }),
    bookable: row.bookable,
    campaign: row.campaign,
    contentLanguage: fallback ? "sv" : lang,
    ...(fallback && { fallback: true as const }),
  };
}

/** Everything the owner edits, every language as stored. */
export function adminServiceView(row: ServiceRow) {
  return {
    id: row.id,
    position: row.position,
    hidden: row.hidden,
    category: row.category,
    name: row.name,
    description: row.description,
    includesText: row.includesText,
    includes: row.includes,
    price: servicePrice(row, null),
    durationMinutes: row.durationMinutes,
    bookable: row.bookable,
    deposit: depositOf(row),
    campaign: row.campaign,
    legacyKey: row.legacyKey,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AdminServiceView = ReturnType<typeof adminServiceView>;
