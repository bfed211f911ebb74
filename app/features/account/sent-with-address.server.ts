import { sql, type Column } from "drizzle-orm";
import {
  contactMessages,
  customerNotes,
  customerReplies,
  freelancerApplications,
} from "~/db/schema";
import type { Buyer } from "~/features/shop/buyer-erasure.server";
import type { Tx } from "~/features/shop/orders.server";

// Contact messages and applications are sent without an account, so they are the customer's
// when sent under the account's address (in any letter case), and only once that address is
// confirmed: anyone can sign up with someone else's address (docs/decisions/082).

const sameAddress = (column: Column, person: Buyer) =>
  sql`lower(${column}) = lower(${person.email})`;

/** What the customer sent under their address, for the data export. */
export async function exportSentWithAddress(db: Tx, person: Buyer) {
  if (!person.emailVerified) return { contactMessages: [], applications: [] };
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, person));
  const applications = await db
    .select()
    .from(freelancerApplications)
    .where(sameAddress(freelancerApplications.email, person));
  return { contactMessages: messages, applications };
}

/** Deletes what the customer sent under their address, with the account. */
export async function eraseSentWithAddress(tx: Tx, person: Buyer): Promise<void> {
  if (!person.emailVerified) return;
  await tx.delete(contactMessages).where(sameAddress(contactMessages.email, person));
  await tx.delete(freelancerApplications).where(sameAddress(freelancerApplications.email, person));
  // The owner's notes on them and replies to them go too (docs/decisions/105).
  await tx.delete(customerNotes).where(sameAddress(customerNotes.customerEmail, person));
  await tx.delete(customerReplies).where(sameAddress(customerReplies.customerEmail, person));
}
