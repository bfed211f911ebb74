import { languages, type Language } from "~/i18n/languages";
import { DomainError } from "~/features/api/domain-error";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";

// What the owner sends for an article (docs/decisions/045): the address once, and per language a
// title, an excerpt and a Markdown body. Swedish is required; Finnish and English are optional
// and fall back to Swedish. Messages are translation keys (namespace newsAdmin).

const error = (key: string) => `newsAdmin:errors.${key}`;

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const maxMarkdownLength = 20_000;

// Line breaks and tabs belong in Markdown; other control characters do not.
const hasControlCharacters = (value: string) => /\p{Cc}/u.test(value.replace(/[\n\r\t]/g, ""));

function plainText(min: number, max: number, key: "title" | "excerpt") {
  return z
    .string({ error: error(`${key}Required`) })
    .trim()
    .min(1, error(`${key}Required`))
    .min(min, error(`${key}TooShort`))
    .max(max, error(`${key}TooLong`))
    .refine((value) => !containsMarkup(value), error("noMarkup"))
    .refine((value) => !/\p{Cc}/u.test(value), error("invalidCharacters"));
}

export const slugSchema = z
  .string({ error: error("slugInvalid") })
  .trim()
  .min(3, error("slugInvalid"))
  .max(100, error("slugInvalid"))
  .regex(slugPattern, error("slugInvalid"));

/** What the picture shows: plain text on one line, required in Swedish once there is a picture. */
export const maxImageAltLength = 200;
const imageAlt = z
  .string({ error: error("imageAltInvalid") })
  .trim()
  .max(maxImageAltLength, error("imageAltTooLong"))
  .refine((value) => !containsMarkup(value), error("noMarkup"))
  .refine((value) => !/\p{Cc}/u.test(value), error("invalidCharacters"))
  .optional();

const translationShape = {
  title: plainText(2, 150, "title"),
  excerpt: plainText(10, 300, "excerpt"),
  markdown: z
    .string({ error: error("bodyRequired") })
    .trim()
    .min(1, error("bodyRequired"))
    .max(maxMarkdownLength, error("bodyTooLong"))
    .refine((value) => !hasControlCharacters(value), error("invalidCharacters")),
  imageAlt,
};

export const translationSchema = z.object(translationShape, { error: error("translationInvalid") });

export type TranslationInput = z.infer<typeof translationSchema>;

const translationsSchema = z.object(
  {
    sv: z.object(translationShape, { error: error("svRequired") }),
    fi: translationSchema.optional(),
    en: translationSchema.optional(),
  },
  { error: error("svRequired") },
);

export const articleContentSchema = z.object({
  translations: translationsSchema,
  /** An uploaded picture's id; null removes the picture. */
  imageId: z
    .uuid({ error: error("imageUnknown") })
    .nullable()
    .optional(),
});

export const newArticleSchema = articleContentSchema.extend({ slug: slugSchema });

export type ArticleContentInput = z.infer<typeof articleContentSchema>;

/**
 * An uploaded picture needs words for those who cannot see it (decision 105): the Swedish ones
 * at least; Finnish and English pages fall back to them.
 */
export function requireImageAlt(input: { translations: { sv?: { imageAlt?: string } } }) {
  if (!input.translations.sv?.imageAlt?.trim())
    throw new DomainError("validation", [
      { field: "translations.sv.imageAlt", message: error("imageAltRequired") },
    ]);
}
export type NewArticleInput = z.infer<typeof newArticleSchema>;

/** The editor's field of one language, e.g. "title_fi". */
export const fieldName = (field: keyof TranslationInput, lang: Language) => `${field}_${lang}`;

/**
 * The editor's flat HTML form fields as the JSON the API takes: a language left wholly empty is
 * left out (it falls back to Swedish); one filled in part is validated, so its gaps are named.
 */
export function articleFromForm(form: Record<string, string>) {
  const translations: Record<string, TranslationInput> = {};
  for (const lang of languages) {
    const values = {
      title: form[fieldName("title", lang)] ?? "",
      excerpt: form[fieldName("excerpt", lang)] ?? "",
      markdown: form[fieldName("markdown", lang)] ?? "",
      imageAlt: form[fieldName("imageAlt", lang)] ?? "",
    };
    const blank = Object.values(values).every((value) => value.trim() === "");
    if (lang === "sv" || !blank) translations[lang] = values;
  }
  return {
    ...(form.slug !== undefined && { slug: form.slug }),
    translations,
    ...(form.imageId !== undefined && { imageId: form.imageId === "" ? null : form.imageId }),
  };
}
