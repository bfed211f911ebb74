import { business } from "~/content/business";
import type { Language } from "~/i18n/languages";

/** The studio's address with the street and town named in the reader's language. */
export function studioAddress(language: Language): string {
  return `${business.streetAddress[language]}, ${business.postalCode} ${business.city[language]}`;
}
