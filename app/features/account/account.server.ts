import { and, eq, inArray } from "drizzle-orm";
import { now } from "~/lib/clock";
import type { Database } from "~/db/client.server";
import { account, bookings, emailOutbox, profiles, session, user } from "~/db/schema";
import type { SessionUser } from "~/features/auth/session.server";
import { queueBookingEmails } from "~/features/booking/booking-mail.server";
import { isSlotInFuture } from "~/features/booking/slots";
import {
  exportClientGalleries,
  forgetGalleryCustomer,
} from "~/features/galleries/client/customer-galleries.server";
import { exportOrders, forgetBuyer } from "~/features/shop/buyer-erasure.server";
import { eraseSentWithAddress, exportSentWithAddress } from "./sent-with-address.server";

/** Everything stored about one customer (GDPR access): no password hashes, no session tokens. */
export async function exportAccount(db: Database, userId: string) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const accounts = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const ownBookings = await db.select().from(bookings).where(eq(bookings.userId, userId));
  // The shop's orders (docs/decisions/041) and what was sent under the account's address (082).
  const buyer = person && { id: userId, email: person.email, emailVerified: person.emailVerified };
  const ownOrders = buyer ? await exportOrders(db, buyer) : [];
  const sent = buyer
    ? await exportSentWithAddress(db, buyer)
    : { contactMessages: [], applications: [] };
  const mail = person
    ? await db
        .select({
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, person.email))
    : [];
  return {
    exportedAt: now().toISOString(),
    user: person && {
      id: person.id,
      email: person.email,
      emailVerified: person.emailVerified,
      name: person.name,
      createdAt: person.createdAt,
    },
    profile: profile && {
      fullName: profile.fullName,
      phone: profile.phone,
      language: profile.language,
    },
    accounts,
    sessions,
    bookings: ownBookings.map(({ userId: _userId, ...rest }) => rest),
    orders: ownOrders,
    // Client galleries' names, picks and notes (docs/decisions/101).
    galleries: buyer ? await exportClientGalleries(db, buyer) : [],
    ...sent,
    emails: mail,
  };
}

/**
 * Erases the customer: sessions, accounts, profile and bookings go with the user (ON DELETE
 * CASCADE); contact messages and applications sent under the confirmed address are deleted; the
 * orders stay for the books without the buyer, their download links revoked (docs/decisions/082). Upcoming bookings are cancelled first with the usual e-mails to the customer and the
 * owner, so the owner does not wait for a customer who no longer exists. The customer's earlier
 * mails are deleted from the outbox; those cancellation mails stay until they are delivered.
 * Their client galleries keep the owner's photos but lose the customer's picks, notes, link and
 * address (docs/decisions/101).
 */
export async function deleteAccount(db: Database, customer: SessionUser, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const earlierMail = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.email));
    const active = await tx
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.userId, customer.id), inArray(bookings.status, ["pending", "confirmed"])),
      );
    for (const booking of active) {
      if (!isSlotInFuture(booking.bookingDate, booking.bookingTime, now)) continue;
      await queueBookingEmails(tx as unknown as Database, "cancelled", booking, customer);
    }
    if (earlierMail.length) {
      await tx.delete(emailOutbox).where(
        inArray(
          emailOutbox.id,
          earlierMail.map((mail) => mail.id),
        ),
      );
    }
    await forgetBuyer(tx, customer);
    await eraseSentWithAddress(tx, customer);
    await forgetGalleryCustomer(tx, customer);
    await tx.delete(user).where(eq(user.id, customer.id));
  });
}
