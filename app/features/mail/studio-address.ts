import { business } from "~/content/business";
import type { Language } from "~/i18n/languages";

/** The studio's address with the town's name in the reader's language (Uusikaarlepyy in Finnish). */
export function studioAddress(language: Language): string {
  const city = language === "fi" ? business.cityFi : business.city;
  return `${business.streetAddress}, ${business.postalCode} ${city}`;
}
