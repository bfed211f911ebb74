import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderEvents, orders, type OrderStatus } from "~/db/schema";
import { selectOrdersWithItems, withItem } from "./order-items.server";
import type { Transaction } from "~/features/mail/outbox.server";
import { now } from "~/lib/clock";

// Orders and their history (docs/decisions/041). Every change of state is one conditional
// UPDATE (`… WHERE status IN (allowed)`), so two deliveries of the same news, or the owner and a
// webhook at once, change an order once: the second finds it already moved and does nothing.

export type OrderRow = typeof orders.$inferSelect;
export type Tx = Database | Transaction;

/** Who or what changed an order. */
export type OrderEventSource = "checkout" | "test-checkout" | "stripe" | "admin" | "system";

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function recordOrderEvent(
  tx: Tx,
  order: Pick<OrderRow, "id" | "status">,
  kind: string,
  source: OrderEventSource,
  providerEventId?: string,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind,
    status: order.status,
    source,
    providerEventId: providerEventId ?? null,
    at: now(),
  });
}

/**
 * Moves the order to `to` if it is in one of `from`; the row as it is afterwards, or undefined
 * when it was not in such a state (nothing changed). Records the event in the same transaction.
 */
export async function moveOrder(
  tx: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  event: { kind?: string; source: OrderEventSource; providerEventId?: string },
  extra: Partial<Pick<OrderRow, "buyerEmail">> = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now(), ...extra })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  if (row) await recordOrderEvent(tx, row, event.kind ?? to, event.source, event.providerEventId);
  return row;
}

export async function orderById(db: Tx, orderId: string): Promise<OrderRow | undefined> {
  if (!uuidPattern.test(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function orderBySession(
  db: Tx,
  provider: OrderRow["provider"],
  sessionId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)));
  return row;
}

/** The order with what it bought, for mails and pages. */
export async function orderWithProduct(db: Tx, orderId: string) {
  if (!uuidPattern.test(orderId)) return undefined;
  const [row] = await selectOrdersWithItems(db).where(eq(orders.id, orderId));
  return row && withItem(row);
}

export async function orderHistory(db: Tx, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}

/** A signed-in buyer's own orders, newest first. */
export async function ordersOfUser(db: Tx, userId: string) {
  const rows = await selectOrdersWithItems(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(withItem);
}

/** Locks nothing: a helper for counting in tests and on the dashboard. */
export const toFulfil = sql`${orders.status} = 'paid'`;
