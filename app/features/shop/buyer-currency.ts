import type { Language } from "../../i18n/languages.ts";

// Which currency a buyer is charged in (docs/decisions/098). Imported by the server's page cache
// too (its key must hold everything a shop page shows), hence the relative import.

/** The crowns a product may be priced in beside euros (the schema's `nordicCurrencies`). */
export const nordicPriceCurrencies = ["SEK", "NOK", "DKK"] as const;
export type ShopCurrency = "EUR" | (typeof nordicPriceCurrencies)[number];

const currencyOfCountry: Record<string, ShopCurrency> = { SE: "SEK", NO: "NOK", DK: "DKK" };

/** Norwegian and Danish are spoken in one country each; Swedish is not (Finland-Swedes). */
const countryOfLanguage: Record<string, string> = { nb: "NO", nn: "NO", no: "NO", da: "DK" };

type Preference = { language: string; region?: string; q: number };

/** A language tag's parts: "sv-FI" → sv, FI; "sr-Latn-RS" → sr, RS; "sv" → sv. */
const tagPattern = /^([a-z]{2,3})(?:-[a-z]{4})?(?:-([a-z]{2}))?(?:-[a-z0-9]{1,8})*$/i;

/**
 * The browser's languages, most preferred first, as Accept-Language lists them. At most 32
 * entries of a header of at most 1000 characters are read: anything longer is not a browser's.
 */
export function languagePreferences(header: string | null | undefined): Preference[] {
  if (!header) return [];
  const preferences: Preference[] = [];
  for (const entry of header.slice(0, 1000).split(",").slice(0, 32)) {
    const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
    const match = tagPattern.exec(tag);
    if (!match) continue;
    const qParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    preferences.push({
      language: match[1]!.toLowerCase(),
      ...(match[2] && { region: match[2].toUpperCase() }),
      q,
    });
  }
  // Stable: entries of equal weight keep the browser's order.
  return preferences.sort((a, b) => b.q - a.q);
}

/**
 * The country the browser says its user is in: the region of the most preferred tag that names
 * one ("sv-SE", "sv-FI"), else what the first language alone tells (Norwegian, Danish). Swedish
 * without a region says nothing: it is Finland's second language, and our own region's.
 */
export function browserCountry(acceptLanguage: string | null | undefined): string | undefined {
  const preferences = languagePreferences(acceptLanguage);
  const withRegion = preferences.find((preference) => preference.region);
  if (withRegion) return withRegion.region;
  const first = preferences[0];
  return first ? countryOfLanguage[first.language] : undefined;
}

/**
 * The currency a buyer on a page in `pageLanguage` is charged in where the product has a price
 * in it: their country's crowns from Sweden, Norway or Denmark, else euros. A Finnish page is
 * Finland's and is always in euros.
 */
export function buyerCurrency(
  pageLanguage: Language,
  acceptLanguage: string | null | undefined,
): ShopCurrency {
  if (pageLanguage === "fi") return "EUR";
  const country = browserCountry(acceptLanguage);
  return (country && currencyOfCountry[country]) || "EUR";
}

/** Stripe Checkout's languages beside ours: a Norwegian or Dane reads their own there. */
export type CheckoutLocale = Language | "nb" | "da";

/**
 * The language of Stripe's payment page: the page's, except that a browser preferring
 * Norwegian or Danish gets that (the site has no such pages, Checkout has).
 */
export function checkoutLocale(
  pageLanguage: Language,
  acceptLanguage: string | null | undefined,
): CheckoutLocale {
  if (pageLanguage === "fi") return "fi";
  const first = languagePreferences(acceptLanguage)[0]?.language;
  if (first === "da") return "da";
  if (first && countryOfLanguage[first] === "NO") return "nb";
  return pageLanguage;
}
