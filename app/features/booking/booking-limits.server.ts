import { sql } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { requestCounts } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";

/** How much one account and one client address may book (docs/decisions/019). */
export type BookingLimits = {
  /** Pending bookings for today or later per account. */
  maxOpen: number;
  /** Booking attempts per client address in one minute. */
  attemptsPerMinute: number;
};

export function bookingLimits(): BookingLimits {
  const settings = config();
  return {
    maxOpen: settings.BOOKING_MAX_OPEN,
    attemptsPerMinute: settings.BOOKING_ATTEMPTS_PER_MINUTE,
  };
}

const windowMs = 60_000;

/**
 * Counts one booking attempt of a client address in the current minute, or refuses it with the
 * seconds until the next minute. One atomic upsert, so parallel requests and several server
 * processes count together; a refused attempt leaves the row as it was.
 */
export async function countBookingAttempt(
  db: Database,
  clientAddress: string,
  limit: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const counted = await db
    .insert(requestCounts)
    .values({ key: `booking:${clientAddress}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when excluded.window_start > ${requestCounts.windowStart} then 1 else ${requestCounts.count} + 1 end`,
        // A request from a process whose clock lags a little never moves the window back.
        windowStart: sql`greatest(${requestCounts.windowStart}, excluded.window_start)`,
      },
      setWhere: sql`excluded.window_start > ${requestCounts.windowStart} or ${requestCounts.count} < ${limit}`,
    })
    .returning({ count: requestCounts.count });
  if (counted.length === 0) {
    const untilNextWindow = windowStart.getTime() + windowMs - now.getTime();
    throw new DomainError("tooManyBookingAttempts", undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(untilNextWindow / 1000)),
    });
  }
}
