// The business's own facts, in one place: the footer, the contact section, the structured data
// and the chat assistant all read them from here. Replace the values when they change.
import type { CampaignServiceKey } from "./services.ts";

/** A name in each language of the site: the town is bilingual, Finnish texts say Uusikaarlepyy. */
export type PlaceName = { sv: string; fi: string; en: string };

export const business = {
  name: "Nordic Media Studio",
  businessId: "3412785-6",
  email: "info@nordicmediastudio.fi",
  phone: "+358 40 123 4567",
  streetAddress: {
    sv: "Topeliusesplanaden 7",
    fi: "Topeliuksenpuistikko 7",
    en: "Topeliusesplanaden 7",
  } satisfies PlaceName,
  postalCode: "66900",
  city: { sv: "Nykarleby", fi: "Uusikaarlepyy", en: "Nykarleby" } satisfies PlaceName,
  region: { sv: "Österbotten", fi: "Pohjanmaa", en: "Ostrobothnia" } satisfies PlaceName,
  country: "FI",
  geo: { latitude: 63.5228, longitude: 22.5306 },
  // Placeholders until the business's own profiles exist (spec section 1).
  social: {
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
  },
  areaServed: ["FI", "SE", "NO", "DK"],
} as const;

/**
 * The price campaign, as one piece of data (docs/decisions/007): the banner, the popup, the
 * price tags and the structured data all derive from it. Read it through `getCampaign()` in
 * app/lib/promotion.ts, so it can come from the database once the back office edits it.
 */
export type Campaign = {
  /** Taken off the regular price of each service below. */
  percent: number;
  /** First and last day, inclusive, "YYYY-MM-DD" in the business time zone. */
  firstDay: string;
  lastDay: string;
  /** The reduced services: keys of the home page's fixed-price services. */
  services: readonly CampaignServiceKey[];
};

export const campaign: Campaign = {
  percent: 30,
  firstDay: "2026-11-01",
  lastDay: "2026-12-31",
  services: ["private", "event", "aiVideo", "introVideo", "aiEditing"],
};

export const businessTimeZone = "Europe/Helsinki";
