import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookingHours, bookings, profiles, user } from "~/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * One lock per day, held to the end of the transaction: a booking and a block for the same day
 * take turns, so each sees what the other committed and they can never both succeed
 * (docs/decisions/033). Two bookings still meet at booking_hours' key (decision 103).
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
  return slotsBlocks(date, [time]);
}

/** The blocks that cover any of a day's hours: one of the hours', or the whole day's. */
export function slotsBlocks(date: string, times: string[]) {
  return and(
    eq(bookingBlocks.blockDate, date),
    or(isNull(bookingBlocks.blockTime), inArray(bookingBlocks.blockTime, times)),
  );
}

/** A booking that holds a slot a block would cover: when it starts, and whose it is. */
export type BookingInTheWay = { date: string; time: string; customer: string };

/**
 * The first pending or confirmed booking holding an hour of the days `from`…`to` (one hour, or
 * every hour without `time`). Its buffer hours do not count: the owner may block those.
 */
export async function bookingInTheWay(
  tx: Transaction,
  from: string,
  to: string,
  time: string | null,
): Promise<BookingInTheWay | undefined> {
  const [found] = await tx
    .select({
      date: bookings.bookingDate,
      time: bookings.bookingTime,
      customer: sql<string>`coalesce(${profiles.fullName}, ${user.name}, ${bookings.guestName})`,
    })
    .from(bookingHours)
    .innerJoin(bookings, eq(bookings.id, bookingHours.bookingId))
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(
      and(
        gte(bookingHours.slotDate, from),
        lte(bookingHours.slotDate, to),
        eq(bookingHours.buffer, false),
        ...(time ? [eq(bookingHours.slotTime, time)] : []),
      ),
    )
    .orderBy(asc(bookingHours.slotDate), asc(bookingHours.slotTime))
    .limit(1);
  return found;
}
