import { config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { parseInput } from "~/features/api/problem.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import {
  contactReceivedOwner,
  contactReceivedSender,
} from "~/features/mail/submission-mails.server";
import { ownerAddress } from "~/features/submissions/owner-address.server";
import { countSubmission } from "~/features/submissions/submission-limits.server";
import { clientRateLimitKey } from "~/lib/client-address";
import { localizePath, type Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { contactInputSchema, type ValidContactMessage } from "./contact.schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * Stores a message and queues, in the same transaction, the sender's acknowledgement in their
 * language and the owner's notice, which answers to the sender. The acknowledgement repeats
 * nothing the sender wrote but a name that reads as one, so the form cannot carry a stranger's
 * text to someone else's inbox (docs/decisions/098).
 */
export async function createContactMessage(
  db: Database,
  input: ValidContactMessage,
  language: Language,
  { clientAddress, now = clockNow() }: { clientAddress: string; now?: Date },
): Promise<ContactMessage> {
  await countSubmission(db, "contact", clientAddress, now);
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({ ...input, language })
      .returning();
    await enqueueEmail(tx, {
      to: input.email,
      ...contactReceivedSender({ name: input.name, language }),
    });
    await enqueueEmail(tx, {
      to: ownerAddress(),
      replyTo: { address: input.email, name: input.name },
      ...contactReceivedOwner({
        ...input,
        language,
        adminUrl: `${config().publicUrl}${localizePath("/admin/messages", "sv")}`,
      }),
    });
    return message!;
  });
}

/** What the contact form's action and POST /api/contact both do with a submission. */
export async function submitContactMessage(
  request: Request,
  input: unknown,
  language: Language,
): Promise<ContactMessage> {
  const valid = parseInput(contactInputSchema, input);
  const { db } = await database();
  const message = await createContactMessage(db, valid, language, {
    clientAddress: clientRateLimitKey(request),
  });
  kickMailer();
  return message;
}
