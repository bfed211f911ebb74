// The business's own facts. The owner edits the name, ID, contact details, address, social
// profiles, the hero's figures, testimonials, the campaign and the booking rules in the back
// office (/admin/settings); the values here are what the site shows until then (docs/decisions/036). Most are invented placeholders:
// the README lists the ones the owner must replace.

/** A text that differs per language (the town is bilingual: Nykarleby / Uusikaarlepyy). */
export type Localized = { sv: string; fi: string; en: string };

/**
 * A text the owner writes in Swedish and may translate: an empty fi or en reads as the Swedish
 * (`localizedOrSv` in app/features/settings/site-settings.ts).
 */
export type Translatable = Localized;

/** One of the hero's key figures, as the owner entered it: "120+" and what it counts. */
export type HeroFigure = { value: string; label: Translatable };

/**
 * A customer's words the owner entered in the back office. Not a review sent through the site's
 * form, so never labelled "verified" (review background: texts-2 A2).
 */
export type OwnerTestimonial = { name: string; service: Translatable; quote: Translatable };

export const socialNetworks = ["instagram", "facebook", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type BusinessFacts = {
  name: string;
  /** The Finnish business ID (Y-tunnus), "1234567-8", check digit valid. */
  businessId: string;
  email: string;
  phone: string;
  streetAddress: Localized;
  postalCode: string;
  city: Localized;
  /** Profile URLs; a network without one is left out everywhere. */
  social: Partial<Record<SocialNetwork, string>>;
  /** International form, "+358401234567"; empty: the WHATSAPP_NUMBER setting, if any. */
  whatsapp: string;
  /** The hero's figures (at most three); none: the hero shows no figure row. */
  figures: HeroFigure[];
  /** The owner's testimonials on /testimonials (at most three); none by default. */
  testimonials: OwnerTestimonial[];
};

export const defaultBusinessFacts: BusinessFacts = {
  name: "Nordic Media Studio",
  businessId: "3412785-1",
  email: "info@nordicmediastudio.fi",
  phone: "+358 40 123 4567",
  streetAddress: {
    sv: "Topeliusesplanaden 7",
    fi: "Topeliuksenpuistikko 7",
    en: "Topeliusesplanaden 7",
  },
  postalCode: "66900",
  city: { sv: "Nykarleby", fi: "Uusikaarlepyy", en: "Nykarleby" },
  // None until the owner enters the business's own profiles: a network's front page is no profile.
  social: {},
  whatsapp: "",
  // No invented figures or customers: only what the owner enters is shown.
  figures: [],
  testimonials: [],
};

/** Facts that are not edited in the back office. */
export const businessPlace = {
  region: { sv: "Österbotten", fi: "Pohjanmaa", en: "Ostrobothnia" } satisfies Localized,
  country: "FI",
  geo: { latitude: 63.5228, longitude: 22.5306 },
  areaServed: ["FI", "SE", "NO", "DK"],
} as const;

/**
 * The price campaign (docs/decisions/007): its percentage and days. Which services it reduces
 * is the catalogue's `campaign` flag (docs/decisions/084). The stored one is read through
 * `siteSettings()` (app/features/settings); this is the default.
 */
export type Campaign = {
  /** Taken off the regular price of each campaign service of the catalogue. */
  percent: number;
  /** First and last day, inclusive, "YYYY-MM-DD" in the business time zone. */
  firstDay: string;
  lastDay: string;
};

export const campaign: Campaign = {
  percent: 30,
  firstDay: "2026-11-01",
  lastDay: "2026-12-31",
};

/**
 * Off a sports club's multi-year contract (spec section 1). A term of the contract the owner
 * negotiates, not a price of a service, so it is no catalogue field: the texts that quote it
 * read it here.
 */
export const multiYearDiscountPercent = 10;

/** When customers may book (docs/decisions/037). Hours are the slots' starting hours, business time. */
export type BookingRules = {
  /** Bookable weekdays, Monday 0 … Sunday 6, ascending. */
  weekdays: readonly number[];
  /** The first and last slot of a day, 0–23: 9 and 17 are the slots 09:00 … 17:00. */
  firstHour: number;
  lastHour: number;
  /** How long before its start a slot can still be booked; 0: until its hour begins. */
  minNoticeHours: number;
  /** How many days after today the last bookable day is. */
  maxDaysAhead: number;
  /**
   * How many hours before a confirmed booking the customer is reminded; 0: no reminders. This
   * and the cut-off came later (decision 104): absent, the defaults below hold.
   */
  reminderHours?: number;
  /** Until how many hours before its start a customer may move or cancel a booking (104). */
  changeCutoffHours?: number;
  /** Whole hours kept free after every booking (docs/decisions/103); absent in older rules: 0. */
  bufferHours?: number;
};

export const defaultBookingRules: BookingRules = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  firstHour: 9,
  lastHour: 17,
  minNoticeHours: 0,
  maxDaysAhead: 365,
  reminderHours: 24,
  changeCutoffHours: 48,
  bufferHours: 0,
};

// In a module of its own: the clock, which every page loads, needs this alone (decision 112).
export { businessTimeZone } from "./business-time-zone.ts";
