import {
  campaign as defaultCampaign,
  defaultBookingRules,
  defaultBusinessFacts,
  type BookingRules,
  type BusinessFacts,
  type Campaign,
  type Localized,
  type Translatable,
} from "~/content/business";
import type { SettingsSection } from "~/db/schema";
import { defaultLegalAdditions, type LegalAdditions } from "~/features/legal/legal-additions";
import type { Language } from "~/i18n/languages";

/** Everything the owner edits in the back office, as the site reads it. */
export type SiteSettings = {
  business: BusinessFacts;
  campaign: Campaign;
  bookingRules: BookingRules;
  /** The owner's paragraphs on the legal pages (docs/decisions/096); read by those pages only. */
  legal: LegalAdditions;
};

export const defaultSettings: SiteSettings = {
  business: defaultBusinessFacts,
  campaign: defaultCampaign,
  bookingRules: defaultBookingRules,
  legal: defaultLegalAdditions,
};

/** The text in the page's (or reader's) language. */
export function localized(text: Localized, lang: Language): string {
  return text[lang];
}

/** The owner's text in the page's language, the Swedish where it was not translated. */
export function localizedOrSv(text: Translatable, lang: Language): string {
  return text[lang] || text.sv;
}

/** The studio's address in one line, the town in the reader's language. */
export function addressLine(business: BusinessFacts, lang: Language): string {
  return `${business.streetAddress[lang]}, ${business.postalCode} ${business.city[lang]}`;
}

/** The configured social profiles, in the fixed order of the networks. */
export function socialProfiles(business: BusinessFacts): [string, string][] {
  return Object.entries(business.social).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
}

/** "tel:" and "wa.me" want the digits alone. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The sections' ids on the settings page (the redirect after a save returns to its section). */
export const sectionAnchors: Record<SettingsSection, string> = {
  business: "foretaget",
  campaign: "kampanj",
  bookingRules: "bokningsregler",
  legal: "juridiska-sidor",
};
