import { queueDepositRefund } from "~/features/shop/deposit-orders.server";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookings } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { dayLock, slotBlocks } from "~/features/admin/blocks/slot-guard.server";
import { bookingMovedCustomer } from "~/features/mail/booking-change-mails.server";
import { enqueueEmails } from "~/features/mail/outbox.server";
import { bookingMovedOwner } from "~/features/mail/owner-mails.server";
import { config } from "~/config.server";
import { currentSettings, loadSettings } from "~/features/settings/settings-store.server";
import { z } from "~/lib/zod";
import { bookingCustomer } from "./booking-customer.server";
import {
  bookingCalendarAttachment,
  bookingMailDetails,
  kickMailer,
  queueBookingEmails,
} from "./booking-mail.server";
import { bookedServiceText } from "./booking-services.server";
import { isUniqueViolation } from "~/features/api/unique-violation";
import type { Booking } from "./booking.server";
import { canChangeAt } from "./change-deadline";
import { changeUrl, isChangeKey } from "./change-link.server";
import { scheduleReminder } from "./reminders.server";
import { isCalendarDate, slotRefusal } from "./slots";

// The customer moves or cancels their own booking (decision 104), from the link in its mails
// (no sign-in: the link's key) or from My bookings (signed in: their own bookings only), until
// the owner's cut-off before its start. Anyone else's booking is "not found".

/** What opens a booking: its link's key, or the signed-in account that made it. */
export type ChangeAccess = { key?: string | null; userId?: string | null };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mayOpen(booking: Booking, access: ChangeAccess): boolean {
  if (access.userId && booking.userId === access.userId) return true;
  return isChangeKey(booking.id, access.key);
}

/** The booking, when `access` opens it; "notFound" otherwise, whether it exists or not. */
export async function bookingForChange(
  db: Database,
  bookingId: string,
  access: ChangeAccess,
): Promise<Booking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !mayOpen(booking, access)) throw new DomainError("notFound");
  return booking;
}

export const newSlotSchema = z.object(
  {
    bookingDate: z
      .string({ error: "api:validation.dateRequired" })
      .max(10, "api:validation.dateRequired")
      .refine(isCalendarDate, "api:validation.dateRequired"),
    bookingTime: z
      .string({ error: "api:validation.timeRequired" })
      .regex(/^([01]\d|2[0-3]):00$/, "api:validation.timeRequired"),
  },
  { error: "api:validation.dateRequired" },
);
export type NewSlot = z.output<typeof newSlotSchema>;

/** The booking locked for the change, checked: open to `access`, changeable at `now`. */
async function lockForChange(
  tx: Database,
  bookingId: string,
  access: ChangeAccess,
  now: Date,
  rules: Awaited<ReturnType<typeof loadSettings>>["bookingRules"],
  { pendingAnyTime }: { pendingAnyTime: boolean },
): Promise<Booking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking || !mayOpen(booking, access)) throw new DomainError("notFound");
  if (booking.status !== "pending" && booking.status !== "confirmed")
    throw new DomainError("wrongBookingState");
  // A request not yet confirmed may always be withdrawn: nothing was promised yet.
  if (pendingAnyTime && booking.status === "pending") return booking;
  if (!canChangeAt(booking, rules, now)) throw new DomainError("changeClosed");
  return booking;
}

/**
 * Moves the booking to another free slot: same state, the calendar file's SEQUENCE one higher
 * (same UID), a new reminder for a confirmed booking, the customer and the owner told.
 */
export async function rescheduleBooking(
  db: Database,
  bookingId: string,
  access: ChangeAccess,
  slot: NewSlot,
  now: Date,
): Promise<Booking> {
  const { bookingRules } = await loadSettings(db);
  try {
    const moved = await db.transaction(async (tx) => {
      const before = await lockForChange(
        tx as unknown as Database,
        bookingId,
        access,
        now,
        bookingRules,
        {
          pendingAnyTime: false,
        },
      );
      if (before.bookingDate === slot.bookingDate && before.bookingTime === slot.bookingTime)
        throw new DomainError("validation", [
          { field: "bookingTime", message: "api:validation.sameSlot" },
        ]);
      const refusal = slotRefusal(bookingRules, slot.bookingDate, slot.bookingTime, now);
      if (refusal) throw new DomainError("validation", [refusal]);
      await tx.execute(sql`select ${dayLock(slot.bookingDate)}`);
      const [blocked] = await tx
        .select({ id: bookingBlocks.id })
        .from(bookingBlocks)
        .where(slotBlocks(slot.bookingDate, slot.bookingTime))
        .limit(1);
      if (blocked) throw new DomainError("slotTaken");
      const [after] = await tx
        .update(bookings)
        .set({
          bookingDate: slot.bookingDate,
          bookingTime: slot.bookingTime,
          icsSequence: sql`${bookings.icsSequence} + 1`,
          reminderSentAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.id, before.id), eq(bookings.status, before.status)))
        .returning();
      const customer = await bookingCustomer(tx, after!);
      if (customer) await queueMovedEmails(tx as unknown as Database, before, after!, customer);
      await scheduleReminder(tx, after!, bookingRules);
      return after!;
    });
    kickMailer();
    return moved;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("slotTaken");
    throw error;
  }
}

async function queueMovedEmails(
  tx: Database,
  before: Booking,
  after: Booking,
  customer: { name: string; email: string; phone: string | null },
) {
  const serviceName = await bookedServiceText(tx, after.serviceType);
  const { details } = bookingMailDetails(after, customer, serviceName);
  const calendar = bookingCalendarAttachment(
    after,
    customer,
    after.status === "confirmed" ? "confirmed" : "pending",
    serviceName,
  );
  const previous = { date: before.bookingDate, time: before.bookingTime };
  await enqueueEmails(tx, [
    {
      to: customer.email,
      ...bookingMovedCustomer(details, previous, changeUrl(after)),
      attachments: [calendar.attachment],
    },
    {
      to: config().OWNER_EMAIL ?? currentSettings().business.email,
      replyTo: { address: customer.email, name: customer.name },
      ...bookingMovedOwner(details, previous),
    },
  ]);
}

/**
 * Cancels the booking: a pending request at any time, a confirmed booking until the cut-off.
 * The customer and the owner get the usual cancellation mails (the CANCEL calendar file).
 */
export async function cancelBookingByCustomer(
  db: Database,
  bookingId: string,
  access: ChangeAccess,
  now: Date,
): Promise<Booking> {
  const { bookingRules } = await loadSettings(db);
  const cancelled = await db.transaction(async (tx) => {
    const before = await lockForChange(
      tx as unknown as Database,
      bookingId,
      access,
      now,
      bookingRules,
      {
        pendingAnyTime: true,
      },
    );
    const [after] = await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(eq(bookings.id, before.id))
      .returning();
    // A deposit is paid back before the cut-off and kept after it, as the terms say (109).
    if (canChangeAt(before, bookingRules, now)) await queueDepositRefund(tx, before.id);
    const customer = await bookingCustomer(tx, after!);
    if (customer)
      await queueBookingEmails(tx as unknown as Database, "cancelled", after!, customer);
    return after!;
  });
  kickMailer();
  return cancelled;
}
