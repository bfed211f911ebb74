import type { Translatable } from "~/content/business";

// What the owner adds to the legal pages, without the form's schema: the site's settings read
// this on every page (app/features/settings/site-settings.ts), and zod must stay out of that.

export type LegalPage = "terms" | "privacy";
export const legalPages = ["terms", "privacy"] as const satisfies readonly LegalPage[];

/** What the owner added; an empty text adds nothing (fi/en empty: the Swedish is shown). */
export type LegalAdditions = Record<LegalPage, Translatable>;

export const defaultLegalAdditions: LegalAdditions = {
  terms: { sv: "", fi: "", en: "" },
  privacy: { sv: "", fi: "", en: "" },
};
