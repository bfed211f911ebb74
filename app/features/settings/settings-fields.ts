import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";

// Field rules shared by the settings sections. Messages are translation keys (namespace settings).

export type FormFields = Record<string, string>;

export const error = (key: string) => `settings:errors.${key}`;

const hasControlCharacters = (value: string) => /\p{Cc}/u.test(value);

/** Plain text of min…max characters: no HTML, no control characters. */
export function plainText(min: number, max: number) {
  return z
    .string({ error: error("required") })
    .trim()
    .min(1, error("required"))
    .min(min, error("tooShort"))
    .max(max, error("tooLong"))
    .refine((value) => !containsMarkup(value), error("noMarkup"))
    .refine((value) => !hasControlCharacters(value), error("invalidCharacters"));
}

/**
 * Plain text of at most max characters that may be left empty (or absent: a form or stored
 * value from before the field existed). Line breaks are allowed: a quote may have paragraphs.
 */
export function optionalText(max: number) {
  return (
    z
      .string({ error: error("invalidCharacters") })
      .trim()
      // A textarea posts its line breaks as CRLF: stored as plain newlines.
      .transform((value) => value.replace(/\r\n?/g, "\n"))
      .pipe(
        z
          .string()
          .max(max, error("tooLong"))
          .refine((value) => !containsMarkup(value), error("noMarkup"))
          .refine(
            (value) => !hasControlCharacters(value.replace(/\n/g, "")),
            error("invalidCharacters"),
          ),
      )
      .default("")
  );
}
