import { containsMarkup, isStorableText } from "~/lib/markup";
import { z } from "~/lib/zod";

// The fields the visitors' forms share (reviews, applications, contact messages). Messages are
// translation keys, checked in the order given, so the first failing rule is the one shown.

type Limits = { min?: number; max: number; tooShort?: string; tooLong: string };

/** Plain text, trimmed, between `min` and `max` characters; HTML is refused, not stored. */
export function plainText({ min = 0, max, tooShort, tooLong }: Limits) {
  let schema = z.string({ error: tooShort ?? tooLong }).trim();
  if (min > 0) schema = schema.min(min, tooShort ?? tooLong);
  return schema
    .max(max, tooLong)
    .refine((value) => !containsMarkup(value), "api:validation.noMarkup")
    .refine(isStorableText, "api:validation.invalidCharacters");
}

/** An e-mail address of at most 255 characters ("Ogiltig e-postadress"). */
export const emailField = z
  .string({ error: "api:validation.emailInvalid" })
  .trim()
  .max(255, "api:validation.emailInvalid")
  .pipe(z.email("api:validation.emailInvalid"));

/** Digits with the usual separators and an optional leading +: 5 to 20 characters. */
export const phonePattern = /^\+?[\d\s\-()./]+$/;

export const phoneField = z
  .string({ error: "api:validation.phoneInvalid" })
  .trim()
  .min(5, "api:validation.phoneInvalid")
  .max(20, "api:validation.phoneInvalid")
  .regex(phonePattern, "api:validation.phoneInvalid");

/** The same, but a blank value is no phone number at all (null). */
export const optionalPhoneField = z
  .string({ error: "api:validation.phoneInvalid" })
  .optional()
  .nullable()
  .transform((value) => value?.trim() ?? "")
  .refine(
    (value) => value === "" || phoneField.safeParse(value).success,
    "api:validation.phoneInvalid",
  )
  .transform((value) => value || null);
