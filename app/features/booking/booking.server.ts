import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import type { SessionUser } from "~/features/auth/session.server";
import type { Language } from "~/i18n/languages";
import { queueBookingEmails } from "./booking-mail.server";
import type { ValidBooking } from "./booking.schema";
import { addDays, bookingTimes, isSlotInFuture } from "./slots";

export type Booking = typeof bookings.$inferSelect;

/** Postgres' unique_violation, as PGlite and node-postgres report it (sometimes wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === "23505") return true;
  }
  return false;
}

/**
 * Creates a pending booking. The slot is claimed by the database's partial unique index (one
 * pending or confirmed booking per date and hour), so two concurrent requests can never both
 * win; the loser gets "slotTaken". The e-mails are queued in the same transaction.
 */
export async function createBooking(
  db: Database,
  user: SessionUser,
  input: ValidBooking,
  lang: Language,
): Promise<Booking> {
  if (!isSlotInFuture(input.bookingDate, input.bookingTime)) {
    throw new DomainError("validation", [
      { field: "bookingTime", message: "api:validation.timeRequired" },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId: user.id,
          serviceType: input.serviceType,
          bookingDate: input.bookingDate,
          bookingTime: input.bookingTime,
          message: input.message,
          language: lang,
        })
        .returning();
      await queueBookingEmails(tx as unknown as Database, "received", booking!, user);
      return booking!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("slotTaken");
    throw error;
  }
}

/** The customer's own bookings, earliest first (spec section 7). */
export async function listBookings(db: Database, userId: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cancels the customer's own pending booking in one conditional update. Another customer's
 * booking is "not found", never "forbidden": its existence is not revealed.
 */
export async function cancelBooking(
  db: Database,
  user: SessionUser,
  bookingId: string,
): Promise<Booking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.userId, user.id),
          eq(bookings.status, "pending"),
        ),
      )
      .returning();
    if (cancelled) {
      await queueBookingEmails(tx as unknown as Database, "cancelled", cancelled, user);
      return cancelled;
    }
    const [own] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id)));
    throw new DomainError(own ? "notPending" : "notFound");
  });
}

export type Slot = { date: string; time: string; available: boolean };

/** Every slot from..to (inclusive); taken or already started slots are unavailable. */
export async function availability(
  db: Database,
  from: string,
  to: string,
  now = new Date(),
): Promise<Slot[]> {
  const taken = await db
    .select({ date: bookings.bookingDate, time: bookings.bookingTime })
    .from(bookings)
    .where(
      and(
        gte(bookings.bookingDate, from),
        lte(bookings.bookingDate, to),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    );
  const takenKeys = new Set(taken.map((slot) => `${slot.date} ${slot.time}`));
  const slots: Slot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of bookingTimes) {
      slots.push({
        date,
        time,
        available: !takenKeys.has(`${date} ${time}`) && isSlotInFuture(date, time, now),
      });
    }
  }
  return slots;
}

/** What a customer may see of a booking (no internal columns). */
export type PublicBooking = ReturnType<typeof publicBooking>;

export function publicBooking(booking: Booking) {
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    status: booking.status,
    bookingDate: booking.bookingDate,
    bookingTime: booking.bookingTime,
    message: booking.message,
    createdAt: booking.createdAt.toISOString(),
  };
}
