import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customerNotes, customerReplies } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { businessToday } from "~/lib/clock";
import type { CustomerSummary } from "./customer-directory.server";
import { customerKey } from "./customer-key.server";
import { noteInputSchema, replyInputSchema } from "./customer-forms.schema";
import { subjectOf, type TimelineEntry } from "./customer-timeline.server";
import { replyMail, type ReplyContext } from "./reply-mail.server";

// What the owner does on a customer's page: keeps a note, and replies to something the customer
// sent or booked (docs/decisions/105). Each with its audit entry, in the change's transaction.

const target = (customer: CustomerSummary) => `customer:${customerKey(customer.email)}`;

export async function addCustomerNote(
  db: Database,
  actor: AdminActor,
  customer: CustomerSummary,
  input: unknown,
): Promise<string> {
  const { body } = parseInput(noteInputSchema, input);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerEmail: customer.email, body, authorId: actor.id })
      .returning({ id: customerNotes.id });
    // The note's words stay on the customer's page: the log says only that one was written.
    await recordAdminAction(tx, { actor, action: "customer.note", target: target(customer) });
    return note!.id;
  });
}

export async function deleteCustomerNote(
  db: Database,
  actor: AdminActor,
  customer: CustomerSummary,
  noteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = /^[0-9a-f-]{36}$/i.test(noteId)
      ? await tx
          .delete(customerNotes)
          .where(and(eq(customerNotes.id, noteId), eq(customerNotes.customerEmail, customer.email)))
          .returning({ id: customerNotes.id })
      : [];
    if (deleted.length === 0) throw new DomainError("notFound");
    await recordAdminAction(tx, {
      actor,
      action: "customer.noteDelete",
      target: target(customer),
    });
  });
}

/** The day and number the reply names, from the entry it answers. */
function contextOf(entry: TimelineEntry): ReplyContext {
  if (entry.kind === "booking") return { kind: "booking", date: entry.date };
  const date = businessToday(new Date(entry.at));
  if (entry.kind === "order") return { kind: "order", date, orderNumber: entry.number };
  if (entry.kind === "review") throw new DomainError("notFound");
  return { kind: entry.kind, date };
}

/**
 * Mails the owner's reply to the customer, through the outbox, in the customer's language,
 * answering to the business's address; kept under what it answers. Only something of this
 * customer's can be answered: anything else is "not found", and nothing is sent.
 */
export async function replyToCustomer(
  db: Database,
  actor: AdminActor,
  customer: CustomerSummary,
  input: unknown,
): Promise<{ replyId: string; outboxId: string }> {
  const { subjectKind, subjectId, body } = parseInput(replyInputSchema, input);
  const subject = await subjectOf(db, customer, subjectKind, subjectId);
  if (!subject) throw new DomainError("notFound");
  const mail = replyMail({
    language: customer.language,
    name: customer.name,
    body,
    context: contextOf(subject),
  });
  const { business } = currentSettings();
  return db.transaction(async (tx) => {
    const outboxId = await enqueueEmail(tx, {
      to: customer.email,
      ...mail,
      replyTo: { address: business.email, name: business.name },
    });
    const [reply] = await tx
      .insert(customerReplies)
      .values({
        customerEmail: customer.email,
        subjectKind,
        subjectId,
        body,
        language: customer.language,
        outboxId,
        authorId: actor.id,
      })
      .returning({ id: customerReplies.id });
    await recordAdminAction(tx, {
      actor,
      action: "customer.reply",
      target: target(customer),
      after: { subject: `${subjectKind}:${subjectId}`, language: customer.language },
    });
    return { replyId: reply!.id, outboxId };
  });
}
