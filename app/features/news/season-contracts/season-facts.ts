import { eventRates } from "~/content/services";
import type { Language } from "~/i18n/languages";
import { formatEuros } from "~/lib/format";

/** The numbers the article's texts interpolate, all from content. */
export function seasonFacts(lang: Language) {
  return {
    percent: eventRates.multiYearDiscountPercent,
    images: eventRates.sportsImagesPerEvent,
    hours: eventRates.sportsDeliveryHours,
    price: formatEuros(eventRates.sportsPhotographyEur, lang),
  };
}
