import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookings } from "~/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * One lock per day, held to the end of the transaction: a booking and a block for the same day
 * take turns, so each sees what the other committed and they can never both succeed
 * (docs/decisions/033). Two bookings still meet at the slot's unique index.
 */
export async function lockDay(tx: Transaction, date: string): Promise<void> {
  await tx.execute(sql`select ${dayLock(date)}`);
}

/** lockDay's lock as an expression, for a statement that takes other locks too. */
export function dayLock(date: string) {
  return sql`pg_advisory_xact_lock(hashtext(${`booking-day:${date}`}))`;
}

/** The blocks that cover a slot: the slot's own, or its whole day's. */
export function slotBlocks(date: string, time: string) {
  return and(
    eq(bookingBlocks.blockDate, date),
    or(isNull(bookingBlocks.blockTime), eq(bookingBlocks.blockTime, time)),
  );
}

/** Whether a pending or confirmed booking holds the slot (or, without a time, any of the day). */
export async function hasActiveBooking(tx: Transaction, date: string, time: string | null) {
  const [found] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.bookingDate, date),
        inArray(bookings.status, ["pending", "confirmed"]),
        ...(time ? [eq(bookings.bookingTime, time)] : []),
      ),
    )
    .limit(1);
  return Boolean(found);
}
