import { and, eq, inArray } from "drizzle-orm";
import type { BookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { Booking } from "./booking.server";
import { canChangeAt } from "./change-deadline";
import type { DepositOnCancel } from "./deposit-on-cancel";

// What a customer's cancel would do with a paid deposit (decision 109), told before they cancel:
// decided here, at the request's instant, by the very rule the cancel itself applies
// (`canChangeAt`), so the page never promises a refund the server would not make.

/**
 * The paid deposits of the active (pending or confirmed) bookings among `list`, by booking id,
 * each with whether a cancel at `now` pays it back. A booking without one is absent.
 */
export async function depositsOnCancel(
  db: Database,
  list: readonly Booking[],
  rules: Pick<BookingRules, "changeCutoffHours">,
  now: Date,
): Promise<Map<string, DepositOnCancel>> {
  const active = list.filter(
    (booking) => booking.status === "pending" || booking.status === "confirmed",
  );
  const found = new Map<string, DepositOnCancel>();
  if (active.length === 0) return found;
  const paid = await db
    .select({ bookingId: orders.bookingId, amount: orders.amount, currency: orders.currency })
    .from(orders)
    .where(
      and(
        inArray(
          orders.bookingId,
          active.map((booking) => booking.id),
        ),
        eq(orders.status, "paid"),
      ),
    );
  const byId = new Map(active.map((booking) => [booking.id, booking]));
  for (const order of paid) {
    const booking = byId.get(order.bookingId!);
    if (!booking) continue;
    found.set(booking.id, {
      amountCents: order.amount,
      currency: order.currency,
      refundable: canChangeAt(booking, rules, now),
    });
  }
  return found;
}
