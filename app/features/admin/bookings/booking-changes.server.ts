import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookings, profiles, services, user } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { isUniqueViolation } from "~/features/api/unique-violation";
import { bookedServiceText, serviceOfBooking } from "~/features/booking/booking-services.server";
import {
  bookingCalendarAttachment,
  bookingMailDetails,
} from "~/features/booking/booking-mail.server";
import { spanHours } from "~/features/booking/booking-span";
import { isSlotInFuture, slotRefusal, type BookingRules } from "~/features/booking/slots";
import { changeUrl } from "~/features/booking/change-link.server";
import { scheduleReminder } from "~/features/booking/reminders.server";
import { bookingMovedCustomer } from "~/features/mail/booking-change-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { lockDay, slotsBlocks } from "../blocks/slot-guard.server";
import { recordAdminAction, type AdminActor } from "../audit.server";
import type { MoveInput } from "./admin-bookings.schema";
import { adminBookingColumns, toAdminBooking, type AdminBooking } from "./admin-bookings.server";
import { withdrawHeldMail } from "./status-mail.server";

// The owner's changes to a booking beside its state's steps (decision 103): undoing a confirm
// while its mail is held, and moving a booking to another free time.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking with its customer, locked for the rest of the transaction. */
async function lockedBooking(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select(adminBookingColumns)
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(services, serviceOfBooking(bookings.serviceType))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row) throw new DomainError("notFound");
  return row;
}

/**
 * Undoes a confirmation made by mistake: back to pending, and its mail taken out of the outbox
 * before it leaves. Refused (409 undoExpired) once the window has passed by the clock, or the
 * mail has left or is leaving, whichever comes first.
 */
export async function undoConfirm(
  db: Database,
  actor: AdminActor,
  bookingId: string,
  now: Date,
): Promise<AdminBooking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    const before = row.booking;
    if (before.status !== "confirmed") throw new DomainError("wrongBookingState");
    if (!before.undoMailId || !before.undoUntil || before.undoUntil <= now)
      throw new DomainError("undoExpired");
    if (!(await withdrawHeldMail(tx as unknown as Database, before.undoMailId)))
      throw new DomainError("undoExpired");
    const [after] = await tx
      .update(bookings)
      .set({ status: "pending", undoMailId: null, undoUntil: null, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId))
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: "booking.undoConfirm",
      target: `booking:${bookingId}`,
      before: { status: "confirmed" },
      after: { status: "pending" },
    });
    return toAdminBooking({ ...row, booking: after! });
  });
}

/**
 * Moves a pending or confirmed booking to another time the owner picks: a slot that has not
 * begun, within the day's hours for the booking's length, not blocked and not held by another
 * booking (its buffer included: booking_hours' key decides, under both days' locks). The
 * customer gets the new time with a calendar file of the same UID and a higher SEQUENCE. The
 * owner's own choice is not bound by the weekdays, notice or horizon customers book within.
 */
export async function moveBooking(
  db: Database,
  actor: AdminActor,
  bookingId: string,
  target: MoveInput,
  options: { now: Date; rules: BookingRules },
): Promise<AdminBooking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  try {
    return await db.transaction(async (tx) => {
      // Both days' locks, in date order, before the row's: a booking or a block for either
      // day waits for this move, and two moves cannot wait on each other.
      const [current] = await tx
        .select({ date: bookings.bookingDate })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      if (!current) throw new DomainError("notFound");
      for (const day of [...new Set([current.date, target.date])].sort()) await lockDay(tx, day);
      const row = await lockedBooking(tx, bookingId);
      const before = row.booking;
      if (before.bookingDate !== current.date) throw new DomainError("wrongBookingState");
      if (before.status !== "pending" && before.status !== "confirmed")
        throw new DomainError("wrongBookingState");
      if (before.bookingDate === target.date && before.bookingTime === target.time)
        throw new DomainError("validation", [
          { field: "time", message: "api:validation.sameTime" },
        ]);
      assertOwnerSlot(options.rules, target, before.durationHours, options.now);
      const { held } = spanHours(target.time, {
        durationHours: before.durationHours,
        bufferHours: 0,
      });
      const [blocked] = await tx
        .select({ id: bookingBlocks.id })
        .from(bookingBlocks)
        .where(slotsBlocks(target.date, held))
        .limit(1);
      if (blocked) throw new DomainError("slotBlocked");
      // A held confirmation told of the old time: this mail tells of the new one instead.
      if (before.undoMailId) await withdrawHeldMail(tx as unknown as Database, before.undoMailId);
      const [after] = await tx
        .update(bookings)
        .set({
          bookingDate: target.date,
          bookingTime: target.time,
          icsSequence: sql`${bookings.icsSequence} + 1`,
          // The reminder follows the booking to its new time (decision 104).
          reminderSentAt: null,
          undoMailId: null,
          undoUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ["pending", "confirmed"])))
        .returning();
      const customer = { name: row.name, email: row.email, phone: row.phone };
      const serviceName = await bookedServiceText(tx as unknown as Database, after!.serviceType);
      const { details } = bookingMailDetails(after!, customer, serviceName);
      const state = after!.status === "confirmed" ? "confirmed" : "pending";
      await enqueueEmail(tx, {
        to: customer.email,
        ...bookingMovedCustomer(
          details,
          { date: before.bookingDate, time: before.bookingTime },
          changeUrl(after!),
        ),
        attachments: [bookingCalendarAttachment(after!, customer, state, serviceName).attachment],
      });
      if (after!.status === "confirmed") await scheduleReminder(tx, after!, options.rules);
      await recordAdminAction(tx, {
        actor,
        action: "booking.move",
        target: `booking:${bookingId}`,
        before: { date: before.bookingDate, time: before.bookingTime },
        after: { date: target.date, time: target.time },
      });
      return toAdminBooking({ ...row, booking: after! });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("slotTaken");
    throw error;
  }
}

/**
 * The owner's bounds for a time: not begun yet, and the booking's hours within the day's
 * slots. Weekdays, notice and horizon are the customers' rules, not the owner's.
 */
export function assertOwnerSlot(rules: BookingRules, target: MoveInput, hours: number, now: Date) {
  if (!isSlotInFuture(target.date, target.time, now))
    throw new DomainError("validation", [{ field: "date", message: "api:validation.datePast" }]);
  const open: BookingRules = { ...rules, weekdays: [0, 1, 2, 3, 4, 5, 6], minNoticeHours: 0 };
  const far = { ...open, maxDaysAhead: 365 * 1000 };
  const refusal = slotRefusal(far, target.date, target.time, now, hours);
  if (refusal)
    throw new DomainError("validation", [
      {
        field: "time",
        message: refusal.message,
        ...(refusal.values && { values: refusal.values }),
      },
    ]);
}
