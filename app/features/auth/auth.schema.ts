import { z } from "~/lib/zod";
import { containsMarkup } from "~/lib/markup";
import { defaultLanguage, languages } from "~/i18n/languages";

// The sign-up and login rules (docs/decisions/010, 020), shared by the forms and the server.
// Messages are translation keys (namespace api).
const email = z
  .string({ error: "api:validation.emailInvalid" })
  .trim()
  .max(255, "api:validation.emailInvalid")
  .pipe(z.email("api:validation.emailInvalid"))
  .transform((value) => value.toLowerCase());

/** Control characters (a NUL byte cannot even be stored in PostgreSQL text). */
const hasControlCharacters = (value: string) => /\p{Cc}/u.test(value);

// Not trimmed: spaces are part of a password; only a password of nothing but whitespace is refused.
const password = z
  .string({ error: "api:validation.passwordTooShort" })
  .refine((value) => value === "" || value.trim() !== "", "api:validation.passwordBlank")
  .refine((value) => !hasControlCharacters(value), "api:validation.controlCharacters")
  .min(6, "api:validation.passwordTooShort")
  .max(128, "api:validation.passwordTooLong");

/** Digits with optional +, spaces, dashes and brackets; at least 10 characters as the spec says. */
const phone = z
  .string({ error: "api:validation.phoneInvalid" })
  .trim()
  .min(10, "api:validation.phoneInvalid")
  .max(20, "api:validation.phoneInvalid")
  .regex(/^\+?[\d\s\-()]+$/, "api:validation.phoneInvalid");

export const signUpSchema = z.object(
  {
    name: z
      .string({ error: "api:validation.nameTooShort" })
      .trim()
      .min(2, "api:validation.nameTooShort")
      .max(100, "api:validation.nameTooLong")
      .refine((value) => !containsMarkup(value), "api:validation.noMarkup")
      .refine((value) => !hasControlCharacters(value), "api:validation.controlCharacters"),
    email,
    // Optional at sign-up (one reading of the spec); when given it must be valid.
    phone: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      phone.optional(),
    ),
    password,
  },
  { error: "api:validation.nameTooShort" },
);

export const signInSchema = z.object({ email, password }, { error: "api:validation.emailInvalid" });

export const requestResetSchema = z.object({ email }, { error: "api:validation.emailInvalid" });

/** better-auth's reset tokens are 24 letters and digits. */
export const resetTokenSchema = z
  .string({ error: "api:errors.invalidToken" })
  .regex(/^[A-Za-z0-9_-]{10,200}$/, "api:errors.invalidToken");

export const resetPasswordSchema = z.object(
  { token: resetTokenSchema, newPassword: password },
  { error: "api:errors.invalidToken" },
);

/** Calls without input (sign-out, resending the confirmation link): any JSON object, read as {}. */
export const noInputSchema = z.object({}, { error: "api:validation.invalidBody" });

/** The e-mailed confirmation link: a signed token (a JWT) and the language of the mail. */
export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: "api:errors.invalidToken" })
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, "api:errors.invalidToken")
    .max(2000, "api:errors.invalidToken"),
  lang: z.enum(languages).catch(defaultLanguage),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
