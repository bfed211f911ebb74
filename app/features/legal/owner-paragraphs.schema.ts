import { error, optionalText, type FormFields } from "~/features/settings/settings-fields";
import { z } from "~/lib/zod";
import { legalPages, type LegalAdditions, type LegalPage } from "./legal-additions";

export {
  defaultLegalAdditions,
  legalPages,
  type LegalAdditions,
  type LegalPage,
} from "./legal-additions";

// The owner's own paragraphs under the built-in text of the terms of sale and the privacy policy
// (docs/decisions/096): plain text per page and language, edited in the back office's settings.
// Paragraphs are separated by an empty line; the page renders each as a <p>, escaped by React.

/**
 * Per page and language. Six fields of 3000 characters stay well inside the 64 KB a form post
 * may carry (server/request-guards.ts) even with the escaping of å, ä and ö.
 */
export const ownerParagraphLimits = { characters: 3000, paragraphs: 10 } as const;

/** The paragraphs of an owner's text: split at empty lines, lines inside one kept. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

const ownerText = optionalText(ownerParagraphLimits.characters).refine(
  (value) => paragraphsOf(value).length <= ownerParagraphLimits.paragraphs,
  error("tooManyParagraphs"),
);

const fieldNames = {
  terms: { sv: "termsSv", fi: "termsFi", en: "termsEn" },
  privacy: { sv: "privacySv", fi: "privacyFi", en: "privacyEn" },
} as const;

export const legalAdditionsSchema = z
  .object({
    termsSv: ownerText,
    termsFi: ownerText,
    termsEn: ownerText,
    privacySv: ownerText,
    privacyFi: ownerText,
    privacyEn: ownerText,
  })
  .transform((fields): LegalAdditions => ({
    terms: { sv: fields.termsSv, fi: fields.termsFi, en: fields.termsEn },
    privacy: { sv: fields.privacySv, fi: fields.privacyFi, en: fields.privacyEn },
  }));

export function legalAdditionsToForm(value: LegalAdditions): FormFields {
  return Object.fromEntries(
    legalPages.flatMap((page) =>
      (["sv", "fi", "en"] as const).map((lang) => [fieldNames[page][lang], value[page][lang]]),
    ),
  );
}

/** The form field of one page's text in one language ("termsFi"). */
export function legalFieldName(page: LegalPage, lang: "sv" | "fi" | "en"): string {
  return fieldNames[page][lang];
}
