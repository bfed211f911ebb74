import type { Database } from "~/db/client.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { mailer } from "~/features/mail/mailer.server";
import { verifyEmail } from "~/features/mail/account-mails.server";
import type { Language } from "~/i18n/languages";
import { profileLanguage } from "./profile-language.server";

/** The confirmation link: our own endpoint, which remembers the language for the landing page. */
export function verificationLink(publicUrl: string, token: string, language: Language): string {
  const url = new URL("/api/auth/verify-email", publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("lang", language);
  return url.toString();
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
    ...verifyEmail({ name: user.name, url, language }),
  });
  mailer()?.kick();
}
