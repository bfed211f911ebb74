import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkoutMode } from "~/config.server";
import type { Database } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { vatBreakdown } from "~/features/catalogue/price";
import { enqueueJobs, type JobHandler } from "~/features/jobs/jobs.server";
import type { Transaction } from "~/features/mail/outbox.server";
import type { Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import { z } from "~/lib/zod";
import { nextOrderNumber } from "./order-number.server";
import { moveOrder, recordOrderEvent, type OrderRow } from "./orders.server";

// A booking's deposit is an order of the checkout (decision 109): written in the booking's own
// transaction, paid through Stripe or the test checkout like any order (receipt, VAT snapshot,
// order number), and settled by the same settlePayment, which turns the held booking into a
// request. A hold that is not paid in time is released by a job; a refund is a job too, so the
// provider is never called inside a database transaction and a crash retries it.

/** How long a booking waits for its deposit before its hours are free again. */
export const depositHoldMs = 30 * 60 * 1000;

export const depositReleaseJobKind = "deposit.release";
export const depositRefundJobKind = "deposit.refund";

const payloadSchema = z.object({ orderId: z.uuid() });

export type DepositCharge = {
  amount: number;
  currency: string;
  vatRateBp: number;
};

/** Writes the deposit's order for a held booking, and queues the release of the hold. */
export async function insertDepositOrder(
  tx: Transaction,
  booking: { id: string; userId: string | null },
  charge: DepositCharge,
  buyer: { email: string; lang: Language },
  now: Date,
): Promise<OrderRow> {
  const mode = checkoutMode();
  const vat = vatBreakdown(charge.amount, charge.vatRateBp);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: await nextOrderNumber(tx, now),
      bookingId: booking.id,
      amount: charge.amount,
      currency: charge.currency,
      vatRateBp: vat.vatRateBp,
      vatAmount: vat.vatCents,
      netAmount: vat.netCents,
      buyerEmail: buyer.email,
      userId: booking.userId,
      language: buyer.lang,
      provider: mode === "stripe" ? "stripe" : "test",
      providerSessionId: mode === "stripe" ? null : randomBytes(24).toString("base64url"),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordOrderEvent(tx, order!, "created", "checkout");
  await enqueueJobs(tx, [
    {
      kind: depositReleaseJobKind,
      payload: { orderId: order!.id },
      runAt: new Date(now.getTime() + depositHoldMs),
    },
  ]);
  return order!;
}

/**
 * Releases a hold whose deposit was not paid: the order expires and the booking is cancelled,
 * both conditionally, so a payment that came first (order paid) leaves both alone. True when
 * this run released it.
 */
export async function releaseUnpaidHold(db: Database, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const expired = await moveOrder(tx, orderId, ["pending"], "expired", { source: "system" });
    if (!expired?.bookingId) return false;
    await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: clockNow() })
      .where(and(eq(bookings.id, expired.bookingId), eq(bookings.status, "held")));
    logger.info("deposit hold released", { orderId, bookingId: expired.bookingId });
    return true;
  });
}

/** The paid deposit of a booking, for a refund; undefined when it has none or it is not paid. */
export async function paidDepositOf(
  tx: Database | Transaction,
  bookingId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.bookingId, bookingId), eq(orders.status, "paid")));
  return row;
}

/** Queues the refund of a booking's paid deposit, in the transaction that declines or cancels. */
export async function queueDepositRefund(
  tx: Database | Transaction,
  bookingId: string,
): Promise<boolean> {
  const order = await paidDepositOf(tx, bookingId);
  if (!order) return false;
  // Due now by the one clock (decision 018), so a test's set instant runs it too.
  await enqueueJobs(tx, [
    { kind: depositRefundJobKind, payload: { orderId: order.id }, runAt: clockNow() },
  ]);
  return true;
}

/** The runner's handlers of deposits: release an unpaid hold, refund a deposit. */
export function depositJobHandlers(
  db: Database,
  refund: (db: Database, orderId: string) => Promise<unknown>,
): Record<string, JobHandler> {
  const orderIdOf = (payload: Record<string, unknown>) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) logger.error("deposit job with an unreadable payload", { payload });
    return parsed.success ? parsed.data.orderId : undefined;
  };
  return {
    [depositReleaseJobKind]: async (payload) => {
      const orderId = orderIdOf(payload);
      if (orderId) await releaseUnpaidHold(db, orderId);
    },
    [depositRefundJobKind]: async (payload) => {
      const orderId = orderIdOf(payload);
      if (orderId) await refund(db, orderId);
    },
  };
}
