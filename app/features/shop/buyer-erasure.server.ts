import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { downloadTokens, orders } from "~/db/schema";
import { now } from "~/lib/clock";
import { recordOrderEvent, type Tx } from "./orders.server";

// What an erased account leaves in the shop (docs/decisions/082): the order rows stay for the
// bookkeeping, without the buyer's address or account, and no mailed download link works.

/** The customer as far as the shop can tell them apart. */
export type Buyer = { id: string; email: string; emailVerified: boolean };

/**
 * The buyer's orders: made while signed in, or at the checkout with the account's address. The
 * address counts only once confirmed: anyone can sign up with someone else's address.
 */
export function ordersOf(buyer: Buyer): SQL {
  const own = eq(orders.userId, buyer.id);
  if (!buyer.emailVerified) return own;
  return or(own, sql`lower(${orders.buyerEmail}) = lower(${buyer.email})`)!;
}

/** The buyer's orders as the data export shows them. */
export async function exportOrders(db: Tx, buyer: Buyer) {
  return db
    .select({
      id: orders.id,
      priceId: orders.priceId,
      amount: orders.amount,
      currency: orders.currency,
      buyerEmail: orders.buyerEmail,
      language: orders.language,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(ordersOf(buyer));
}

/**
 * Detaches the buyer from their orders (address and account cleared, an event in each order's
 * history) and revokes every download link of them. Runs before the account row is deleted.
 */
export async function forgetBuyer(tx: Tx, buyer: Buyer): Promise<void> {
  const forgotten = await tx
    .update(orders)
    .set({ buyerEmail: null, userId: null, updatedAt: now() })
    .where(ordersOf(buyer))
    .returning({ id: orders.id, status: orders.status });
  if (!forgotten.length) return;
  await tx.delete(downloadTokens).where(
    inArray(
      downloadTokens.orderId,
      forgotten.map((order) => order.id),
    ),
  );
  for (const order of forgotten) await recordOrderEvent(tx, order, "buyerErased", "system");
}
