import { portfolioCategories } from "~/content/portfolio";
import { languages } from "~/i18n/languages";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";

// A portfolio picture's texts and category at /admin/galleries/{id} (decision 095): flat string
// fields (caption_sv, alt_fi …) checked here in the browser and in the page's action, which
// hands the result to the same call as the JSON API (gallery.schema.ts checks it once more).
// Swedish is required, Finnish and English fall back to it when left empty.

const error = (key: string) => `galleriesAdmin:errors.${key}`;

export const photoTextFields = ["caption", "alt"] as const;
export const photoTextMax = 300;

const text = (field: string) =>
  z
    .string()
    .trim()
    .max(photoTextMax, error(`${field}TooLong`))
    .refine((value) => !containsMarkup(value), error("noMarkup"))
    .refine((value) => !/\p{Cc}/u.test(value), error("invalidCharacters"))
    .optional()
    .default("");

const shape = Object.fromEntries(
  photoTextFields.flatMap((field) => languages.map((lang) => [`${field}_${lang}`, text(field)])),
);

export const portfolioPhotoFormSchema = z
  .object({
    ...shape,
    category: z.enum(portfolioCategories, { error: error("categoryRequired") }),
  })
  .superRefine((fields, ctx) => {
    for (const field of photoTextFields)
      if (!(fields as Record<string, string>)[`${field}_sv`])
        ctx.addIssue({ code: "custom", path: [`${field}_sv`], message: error(`${field}Required`) });
  })
  .transform((fields) => {
    const all = fields as Record<string, string>;
    const localized = (field: string) => ({
      sv: all[`${field}_sv`]!,
      fi: all[`${field}_fi`] ?? "",
      en: all[`${field}_en`] ?? "",
    });
    return { caption: localized("caption"), alt: localized("alt"), category: fields.category };
  });
