import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { bookingCustomer } from "~/features/booking/booking-customer.server";
import { kickMailer, queueBookingEmails } from "~/features/booking/booking-mail.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { logger } from "~/lib/logger.server";
import { now } from "~/lib/clock";
import { stripeClient } from "./stripe-client.server";
import { queueDepositRefund } from "./deposit-orders.server";
import { receiptMail } from "./order-mails.server";
import { moveOrder, orderById, orderWithProduct, type OrderRow, type Tx } from "./orders.server";
import { paidAtOf, receiptOf } from "./receipt.server";
import type { Receipt } from "./receipt";
import { isLanguage } from "~/i18n/languages";
import { formatClockTime, formatDate } from "~/lib/format";

// A deposit's two ends (decision 109): paid, the held booking becomes a request (the customer's
// and the owner's mails, as any booking request); refunded, the provider pays it back and the
// receipt, sent again, says so.

/**
 * In settlePayment's transaction: the held booking becomes pending and its mails are queued
 * with the receipt. A booking released meanwhile (the payment came after the hold) is not
 * revived: the deposit is refunded at once, since nothing was booked for it.
 */
export async function deliverDeposit(tx: Tx, order: OrderRow, receipt: Receipt, to: string) {
  const [booking] = await tx
    .update(bookings)
    .set({ status: "pending", updatedAt: now() })
    .where(and(eq(bookings.id, order.bookingId!), eq(bookings.status, "held")))
    .returning();
  await enqueueEmail(tx, { to, ...receiptMail(receipt, { kind: "deposit" }) });
  if (!booking) {
    logger.warn("deposit paid for a booking no longer held: refunding", { orderId: order.id });
    await queueDepositRefund(tx as Database, order.bookingId!);
    return;
  }
  const customer = await bookingCustomer(tx as Database, booking);
  if (customer) await queueBookingEmails(tx as Database, "received", booking, customer);
  logger.info("deposit paid", { orderId: order.id, bookingId: booking.id });
}

/**
 * Pays a deposit back (the refund job): Stripe's refund of the session's payment, with an
 * idempotency key so a job run twice refunds once; the test checkout has nothing to pay back.
 * Then, once, the order is refunded and the buyer gets the receipt that says so. True when this
 * run recorded the refund.
 */
export async function refundDeposit(db: Database, orderId: string): Promise<boolean> {
  const order = await orderById(db, orderId);
  if (!order?.bookingId || order.status !== "paid") return false;
  const refundId = order.provider === "stripe" ? await stripeRefund(order) : null;
  const done = await db.transaction(async (tx) => {
    const moved = await moveOrder(tx, order.id, ["paid"], "refunded", {
      kind: "depositRefunded",
      source: order.provider === "stripe" ? "stripe" : "test-checkout",
    });
    if (!moved) return false;
    const at = now();
    await tx
      .update(orders)
      .set({ refundedAt: at, providerRefundId: refundId })
      .where(eq(orders.id, order.id));
    const found = await orderWithProduct(tx, order.id);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId!));
    if (!found || !booking || !found.order.buyerEmail) return true;
    const language = isLanguage(order.language) ? order.language : "sv";
    const receipt = receiptOf(found, await paidAtOf(tx, found), language);
    await enqueueEmail(tx, {
      to: found.order.buyerEmail,
      ...receiptMail(receipt, {
        kind: "depositRefunded",
        date: formatDate(booking.bookingDate, language),
        time: formatClockTime(booking.bookingTime, language),
      }),
    });
    return true;
  });
  if (done) kickMailer();
  return done;
}

async function stripeRefund(order: OrderRow): Promise<string> {
  const stripe = stripeClient();
  if (!stripe || !order.providerSessionId) throw new Error(`Order ${order.id} has no session`);
  const session = await stripe.checkout.sessions.retrieve(order.providerSessionId);
  const intent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!intent) throw new Error(`Order ${order.id}: the session has no payment`);
  const refund = await stripe.refunds.create(
    { payment_intent: intent, amount: order.amount, metadata: { orderId: order.id } },
    { idempotencyKey: `refund-${order.id}` },
  );
  return refund.id;
}
