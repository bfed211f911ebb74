import type { Database } from "~/db/client.server";
import { business } from "~/content/business";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { mailer } from "~/features/mail/mailer.server";
import { render } from "~/features/mail/templates";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { profileLanguage } from "./profile-language.server";

/** The confirmation link: our own endpoint, which remembers the language for the landing page. */
export function verificationLink(publicUrl: string, token: string, language: Language): string {
  const url = new URL("/api/auth/verify-email", publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("lang", language);
  return url.toString();
}

export function verificationMail(input: { name: string; url: string; language: Language }) {
  const t = serverT(input.language);
  return render({
    language: input.language,
    subject: `${t("auth:verifyEmail.mail.subject")} – ${business.name}`,
    heading: t("auth:verifyEmail.mail.subject"),
    greeting: t("auth:verifyEmail.mail.hello", { name: input.name }),
    blocks: [
      { kind: "paragraph", text: t("auth:verifyEmail.mail.body") },
      { kind: "button", label: t("auth:verifyEmail.mail.button"), url: input.url },
      { kind: "paragraph", text: t("auth:verifyEmail.mail.ignore") },
    ],
    signOff: t("auth:verifyEmail.mail.signOff"),
  });
}

/** The link goes out in the customer's language (their profile's), through the outbox. */
export async function queueVerificationEmail(
  db: Database,
  user: { id: string; email: string; name: string },
  token: string,
  publicUrl: string,
) {
  const language = await profileLanguage(db, user.id);
  const url = verificationLink(publicUrl, token, language);
  await enqueueEmail(db, {
    to: user.email,
    ...verificationMail({ name: user.name, url, language }),
  });
  mailer()?.kick();
}
