import { and, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";

/**
 * Gives an account the bookings the owner entered for its address before it existed. Called
 * once the address is confirmed: whoever merely types someone's address into the sign-up form
 * sees none of their bookings.
 */
export async function claimEnteredBookings(
  db: Database,
  account: { id: string; email: string },
): Promise<number> {
  const claimed = await db
    .update(bookings)
    .set({ userId: account.id, updatedAt: sql`now()` })
    .where(
      and(isNull(bookings.userId), sql`lower(${bookings.guestEmail}) = lower(${account.email})`),
    )
    .returning({ id: bookings.id });
  return claimed.length;
}
