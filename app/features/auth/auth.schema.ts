import { z } from "~/lib/zod";
import { containsMarkup, isStorableText } from "~/lib/markup";

// Sign-up and login rules of spec section 5, shared by the forms and the server. Messages are
// translation keys (namespace api).
const email = z
  .string({ error: "api:validation.emailInvalid" })
  .trim()
  .max(255, "api:validation.emailInvalid")
  .pipe(z.email("api:validation.emailInvalid"))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: "api:validation.passwordTooShort" })
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
      .refine(isStorableText, "api:validation.invalidCharacters"),
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
export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ error: "api:errors.invalidToken" })
      .min(10, "api:errors.invalidToken")
      .max(200, "api:errors.invalidToken"),
    newPassword: password,
  },
  { error: "api:errors.invalidToken" },
);

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
