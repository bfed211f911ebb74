import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { countInWindow } from "~/lib/fixed-window.server";

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

/**
 * Counts one booking attempt of a client address in the current minute, or refuses it with the
 * seconds until the next minute.
 */
export async function countBookingAttempt(
  db: Database,
  clientAddress: string,
  limit: number,
  now: Date,
): Promise<void> {
  const counted = await countInWindow(
    db,
    { scope: "booking", limit, windowMs: 60_000 },
    clientAddress,
    now,
  );
  if (!counted.allowed) {
    throw new DomainError("tooManyBookingAttempts", undefined, {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  }
}
