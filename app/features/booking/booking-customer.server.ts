import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import type { Transaction } from "~/features/mail/outbox.server";

export type BookingCustomer = { name: string; email: string; phone: string | null };

/** Who a booking's mails go to: the profile's name where there is one, as the owner sees it. */
export async function bookingCustomer(
  tx: Database | Transaction,
  userId: string,
): Promise<BookingCustomer | undefined> {
  const [customer] = await tx
    .select({
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: user.email,
      phone: profiles.phone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return customer;
}
