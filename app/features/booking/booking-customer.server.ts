import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type bookings, profiles, user } from "~/db/schema";
import type { Transaction } from "~/features/mail/outbox.server";

export type BookingCustomer = { name: string; email: string; phone: string | null };

/**
 * Who a booking's mails go to: the profile's name where there is one, as the owner sees it; for
 * a booking the owner entered for someone without an account, the details the owner took down
 * (decision 103).
 */
export async function bookingCustomer(
  tx: Database | Transaction,
  booking: Pick<typeof bookings.$inferSelect, "userId" | "guestEmail" | "guestName" | "guestPhone">,
): Promise<BookingCustomer | undefined> {
  if (booking.userId === null)
    return booking.guestEmail && booking.guestName
      ? { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone }
      : undefined;
  const [customer] = await tx
    .select({
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: user.email,
      phone: profiles.phone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, booking.userId));
  return customer;
}
