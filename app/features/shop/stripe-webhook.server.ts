import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { claimEvent, settlePayment } from "./fulfilment.server";
import { moveOrder, orderById, recordOrderEvent, type OrderRow } from "./orders.server";
import type { CheckoutSession, StripeEvent } from "./stripe-client.server";

// Stripe's news about a Checkout Session (docs/decisions/042). Each event is acted on once: its
// id is recorded in the same transaction as what it caused, and every change of state is a
// conditional UPDATE, so a replay or a concurrent second delivery changes nothing.

/** What the answer to Stripe says came of an event: what happened, not what was hoped for. */
type Handled = "settled" | "ignored" | "duplicate" | "recorded" | "not-pending";

/** The order a session belongs to, if the session is one we created for it. */
async function orderOf(db: Database, session: CheckoutSession): Promise<OrderRow | undefined> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  const order = typeof orderId === "string" ? await orderById(db, orderId) : undefined;
  if (!order || order.provider !== "stripe") return undefined;
  if (order.providerSessionId && order.providerSessionId !== session.id) return undefined;
  // Charged what the order says, or not ours to fulfil (a session edited elsewhere).
  if (
    session.amount_total !== order.amount ||
    session.currency?.toLowerCase() !== order.currency.toLowerCase()
  ) {
    logger.error("stripe session amount does not match the order", {
      orderId: order.id,
      sessionId: session.id,
    });
    return undefined;
  }
  return order;
}

/**
 * Applies a state change for an event once, or records only that the event was seen; `change`
 * answers undefined when the order was not in a state to change.
 */
async function onceForEvent(
  db: Database,
  event: StripeEvent,
  change: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<unknown>,
): Promise<Handled> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return "duplicate";
    return (await change(tx)) ? "recorded" : "not-pending";
  });
}

/** The event's session, or undefined when a signed event carries none (never ours to act on). */
function sessionOf(event: StripeEvent): CheckoutSession | undefined {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  return object && typeof object === "object" ? (object as CheckoutSession) : undefined;
}

export async function handleStripeEvent(db: Database, event: StripeEvent): Promise<Handled> {
  if (!event.type.startsWith("checkout.session.")) return "ignored";
  const session = sessionOf(event);
  if (!session) {
    // Signed, so Stripe's own: a 200 stops its retries, which could never bring a session.
    logger.warn("stripe event without a session", { eventId: event.id, type: event.type });
    return "ignored";
  }
  const order = await orderOf(db, session);
  if (!order) {
    logger.warn("stripe event for no order of ours", { eventId: event.id, type: event.type });
    return "ignored";
  }
  const buyerEmail = session.customer_details?.email ?? session.customer_email ?? null;
  const settle = async () => {
    const outcome = await settlePayment(db, {
      orderId: order.id,
      buyerEmail,
      source: "stripe",
      event: { id: event.id, type: event.type },
    });
    if (outcome === "paid") return "settled";
    if (outcome === "duplicate-event") return "duplicate";
    // Money taken for an order already expired, cancelled or failed: nothing is delivered, so
    // the owner must look (refund, or deliver by hand).
    logger.warn("stripe paid an order that is not pending", {
      orderId: order.id,
      eventId: event.id,
      status: (await orderById(db, order.id))?.status,
    });
    return "not-pending";
  };
  switch (event.type) {
    case "checkout.session.completed":
      // A delayed method (e.g. a bank transfer) completes the session unpaid; the money's
      // arrival is its own event.
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
        return settle();
      return onceForEvent(db, event, async (tx) => {
        await recordOrderEvent(tx, order, "awaitingPayment", "stripe", event.id);
        return true;
      });
    case "checkout.session.async_payment_succeeded":
      return settle();
    case "checkout.session.async_payment_failed":
      return onceForEvent(db, event, (tx) =>
        moveOrder(tx, order.id, ["pending"], "failed", {
          source: "stripe",
          providerEventId: event.id,
        }),
      );
    case "checkout.session.expired":
      return onceForEvent(db, event, (tx) =>
        moveOrder(tx, order.id, ["pending"], "expired", {
          source: "stripe",
          providerEventId: event.id,
        }),
      );
    default:
      return "ignored";
  }
}
