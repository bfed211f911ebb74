import { business } from "~/content/business";
import type { Language } from "~/i18n/languages";
import { composeMail, greeting, mailT, type MailContent } from "./compose.server";

// Mails about a customer's account, in the customer's language.

export type PasswordResetInput = { name?: string | null; url: string; language: Language };

export function passwordReset(input: PasswordResetInput): MailContent {
  const t = mailT(input.language);
  return composeMail({
    language: input.language,
    subject: t("passwordReset.subject", { business: business.name }),
    heading: t("passwordReset.heading"),
    greeting: greeting(t, input.name),
    blocks: [
      { kind: "paragraph", text: t("passwordReset.body") },
      { kind: "button", label: t("passwordReset.button"), url: input.url },
      { kind: "paragraph", text: t("passwordReset.ignore") },
    ],
    signOff: t("signOff"),
  });
}
