import type { Language } from "~/i18n/languages";
import { customerMail, type MailContent } from "./compose.server";

// Mails about a customer's account, in the customer's language.

export type PasswordResetInput = { name?: string | null; url: string; language: Language };

export function passwordReset(input: PasswordResetInput): MailContent {
  return customerMail({
    language: input.language,
    texts: "passwordReset",
    name: input.name,
    blocks: (t) => [
      { kind: "paragraph", text: t("passwordReset.body") },
      { kind: "button", label: t("passwordReset.button"), url: input.url },
      { kind: "paragraph", text: t("passwordReset.ignore") },
    ],
  });
}

export type VerifyEmailInput = { name?: string | null; url: string; language: Language };

/** The confirmation link sent at sign-up (and again on request). */
export function verifyEmail(input: VerifyEmailInput): MailContent {
  return customerMail({
    language: input.language,
    texts: "verifyEmail",
    name: input.name,
    blocks: (t) => [
      { kind: "paragraph", text: t("verifyEmail.body") },
      { kind: "button", label: t("verifyEmail.button"), url: input.url },
      { kind: "paragraph", text: t("verifyEmail.ignore") },
    ],
  });
}
