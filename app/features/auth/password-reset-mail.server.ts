import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { passwordReset } from "~/features/mail/account-mails.server";
import { mailer } from "~/features/mail/mailer.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { isLanguage } from "~/i18n/languages";

/** The reset link goes out in the customer's language, through the same outbox as bookings. */
export async function queuePasswordResetEmail(
  db: Database,
  user: { id: string; email: string; name: string },
  url: string,
) {
  const [profile] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const language = isLanguage(profile?.language) ? profile.language : "sv";
  await enqueueEmail(db, { to: user.email, ...passwordReset({ name: user.name, url, language }) });
  mailer()?.kick();
}
