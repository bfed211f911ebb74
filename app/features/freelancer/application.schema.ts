import { z } from "~/lib/zod";
import { emailField, phoneField, plainText } from "~/features/submissions/text-fields";

export const applicationLimits = {
  name: 100,
  specialization: 100,
  experience: 50,
  portfolio: 500,
  message: 2000,
} as const;

/** Whole years 0–50: a number from the API, the number input's text ("0"…"50") from the form. */
const experienceField = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: "application:validation.experienceInvalid" })
    .int("application:validation.experienceInvalid")
    .min(0, "application:validation.experienceInvalid")
    .max(applicationLimits.experience, "application:validation.experienceInvalid"),
);

/** An http(s) address with a real host name, e.g. https://example.com/portfolio. */
function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ["http:", "https:"].includes(url.protocol) && z.regexes.domain.test(url.hostname);
}

/** An http(s) address of at most 500 characters, or nothing ("Ogiltig URL"). */
const portfolioField = z
  .string({ error: "application:validation.portfolioInvalid" })
  .optional()
  .nullable()
  .transform((value) => value?.trim() ?? "")
  .refine(
    (value) => value === "" || (value.length <= applicationLimits.portfolio && isWebAddress(value)),
    "application:validation.portfolioInvalid",
  )
  .transform((value) => value || null);

// One schema for the application form and POST /api/freelancer, in the form's order.
export const applicationInputSchema = z.object(
  {
    name: plainText({
      min: 2,
      max: applicationLimits.name,
      tooShort: "application:validation.nameTooShort",
      tooLong: "api:validation.nameTooLong",
    }),
    email: emailField,
    phone: phoneField,
    specialization: plainText({
      min: 2,
      max: applicationLimits.specialization,
      tooShort: "application:validation.specializationTooShort",
      tooLong: "application:validation.specializationTooLong",
    }),
    experience: experienceField,
    portfolio: portfolioField,
    message: plainText({
      min: 10,
      max: applicationLimits.message,
      tooShort: "application:validation.messageTooShort",
      tooLong: "application:validation.messageTooLong",
    }),
  },
  { error: "application:validation.nameTooShort" },
);

export type ValidApplication = z.output<typeof applicationInputSchema>;
