import { languageLocales, type Language } from "~/i18n/languages";

export function formatEuros(eur: number, lang: Language): string {
  return new Intl.NumberFormat(languageLocales[lang].intl, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(eur);
}

/** The campaign price: the Swedish texts show 175 → 122, so whole euros, rounded down. */
export function campaignPrice(eur: number, percentOff: number): number {
  return Math.floor((eur * (100 - percentOff)) / 100);
}

/** "d MMMM yyyy" in the language's locale (spec section 9). */
export function formatLongDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(languageLocales[lang].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Helsinki",
  }).format(new Date(isoDate));
}
