import type { Database } from "~/db/client.server";
import { passwordReset } from "~/features/mail/account-mails.server";
import { mailer } from "~/features/mail/mailer.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { profileLanguage } from "./profile-language.server";

/** The reset link goes out in the customer's language, through the same outbox as bookings. */
export async function queuePasswordResetEmail(
  db: Database,
  user: { id: string; email: string; name: string },
  url: string,
) {
  const language = await profileLanguage(db, user.id);
  await enqueueEmail(db, { to: user.email, ...passwordReset({ name: user.name, url, language }) });
  mailer()?.kick();
}
