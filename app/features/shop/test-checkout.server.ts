import { and, eq, gt } from "drizzle-orm";
import { checkoutMode } from "~/config.server";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { now } from "~/lib/clock";
import { depositHoldMs } from "./deposit-orders.server";
import { settlePayment } from "./fulfilment.server";
import { selectOrdersWithItems, withItem } from "./order-items.server";
import { moveOrder, orderBySession, type OrderRow } from "./orders.server";

// The built-in test checkout (docs/decisions/042): without STRIPE_SECRET_KEY, the order's secret
// session is a page of ours. Paying calls the same settlePayment as Stripe's webhook; a session
// that is unknown or no longer pending is a 404, so a second pay delivers nothing. A session
// lives an hour by the server's clock, and only while the test checkout is open: once Stripe is
// configured (or the public site closed it) an old test link delivers nothing (decision 080).

const sessionPattern = /^[A-Za-z0-9_-]{32}$/;

/** How long a test session can be paid after the order was made. */
export const testSessionLifetimeMs = 60 * 60 * 1000;

const oldestOpen = () => new Date(now().getTime() - testSessionLifetimeMs);

/** The test order behind a session, while the test checkout is open and the session is. */
async function liveTestOrder(db: Database, sessionId: string): Promise<OrderRow> {
  const order =
    checkoutMode() === "test" && sessionPattern.test(sessionId)
      ? await orderBySession(db, "test", sessionId)
      : undefined;
  if (!order) throw new DomainError("orderNotFound");
  // A deposit's session lives as long as its booking is held (decision 109).
  const oldest = order.bookingId ? new Date(now().getTime() - depositHoldMs) : oldestOpen();
  if (order.createdAt <= oldest) {
    // The owner's desk shows why it was never paid.
    await db.transaction((tx) =>
      moveOrder(tx, order.id, ["pending"], "expired", { source: "test-checkout" }),
    );
    throw new DomainError("orderNotFound");
  }
  return order;
}

/**
 * The pending test order behind a session, with what it bought (a product, or photos of a
 * gallery); undefined otherwise.
 */
export async function openTestCheckout(db: Database, sessionId: string) {
  if (checkoutMode() !== "test" || !sessionPattern.test(sessionId)) return undefined;
  const [row] = await selectOrdersWithItems(db).where(
    and(
      eq(orders.provider, "test"),
      eq(orders.providerSessionId, sessionId),
      eq(orders.status, "pending"),
      gt(orders.createdAt, oldestOpen()),
    ),
  );
  return row && withItem(row);
}

export async function payTestCheckout(db: Database, sessionId: string, email: string) {
  const order = await liveTestOrder(db, sessionId);
  const outcome = await settlePayment(db, {
    orderId: order.id,
    buyerEmail: email,
    source: "test-checkout",
  });
  if (outcome !== "paid") throw new DomainError("orderNotFound");
}

export async function cancelTestCheckout(db: Database, sessionId: string) {
  const order = await liveTestOrder(db, sessionId);
  const moved = await db.transaction((tx) =>
    moveOrder(tx, order.id, ["pending"], "cancelled", { source: "test-checkout" }),
  );
  if (!moved) throw new DomainError("orderNotFound");
}

/** What the success page says: the order behind a provider's session, in any state. */
export async function orderForReceipt(db: Database, sessionId: string) {
  if (!/^[A-Za-z0-9_-]{10,255}$/.test(sessionId)) return undefined;
  const [row] = await selectOrdersWithItems(db).where(eq(orders.providerSessionId, sessionId));
  return row && withItem(row);
}
