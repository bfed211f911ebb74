import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, products } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { settlePayment } from "./fulfilment.server";
import { moveOrder, orderBySession } from "./orders.server";

// The built-in test checkout (docs/decisions/042): without STRIPE_SECRET_KEY, the order's secret
// session is a page of ours. Paying calls the same settlePayment as Stripe's webhook; a session
// that is unknown or no longer pending is a 404, so a second pay delivers nothing.

const sessionPattern = /^[A-Za-z0-9_-]{32}$/;

/** The pending test order behind a session, with its product; undefined otherwise. */
export async function openTestCheckout(db: Database, sessionId: string) {
  if (!sessionPattern.test(sessionId)) return undefined;
  const [row] = await db
    .select({ order: orders, product: products })
    .from(orders)
    .innerJoin(products, eq(products.priceId, orders.priceId))
    .where(
      and(
        eq(orders.provider, "test"),
        eq(orders.providerSessionId, sessionId),
        eq(orders.status, "pending"),
      ),
    );
  return row;
}

export async function payTestCheckout(db: Database, sessionId: string, email: string) {
  const order = sessionPattern.test(sessionId)
    ? await orderBySession(db, "test", sessionId)
    : undefined;
  if (!order) throw new DomainError("orderNotFound");
  const outcome = await settlePayment(db, {
    orderId: order.id,
    buyerEmail: email,
    source: "test-checkout",
  });
  if (outcome !== "paid") throw new DomainError("orderNotFound");
}

export async function cancelTestCheckout(db: Database, sessionId: string) {
  const order = sessionPattern.test(sessionId)
    ? await orderBySession(db, "test", sessionId)
    : undefined;
  if (!order) throw new DomainError("orderNotFound");
  const moved = await db.transaction((tx) =>
    moveOrder(tx, order.id, ["pending"], "cancelled", { source: "test-checkout" }),
  );
  if (!moved) throw new DomainError("orderNotFound");
}

/** What the success page says: the order behind a provider's session, in any state. */
export async function orderForReceipt(db: Database, sessionId: string) {
  if (!/^[A-Za-z0-9_-]{10,255}$/.test(sessionId)) return undefined;
  const [row] = await db
    .select({ order: orders, product: products })
    .from(orders)
    .innerJoin(products, eq(products.priceId, orders.priceId))
    .where(eq(orders.providerSessionId, sessionId));
  return row;
}
