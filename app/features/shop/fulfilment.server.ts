import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { paymentEvents, user } from "~/db/schema";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { isLanguage } from "~/i18n/languages";
import { logger } from "~/lib/logger.server";
import { issueDownloadLink } from "./download-links.server";
import { newOrderOwnerMail, receiptMail, type OrderMailInput } from "./order-mails.server";
import { receiptOf } from "./receipt.server";
import { deliverDeposit } from "./deposit-settlement.server";
import { now } from "~/lib/clock";
import {
  moveOrder,
  orderWithProduct,
  recordOrderEvent,
  type OrderEventSource,
  type OrderRow,
  type Tx,
} from "./orders.server";

// What happens once an order is paid, whoever says so: Stripe's webhook and the built-in test
// checkout call the same function (docs/decisions/042). Payment, delivery and every mail are one
// transaction: either the order is paid and everything it causes is queued, or nothing is.

export type PaymentNews = {
  orderId: string;
  /** The address the buyer gave at the checkout. */
  buyerEmail?: string | null;
  source: OrderEventSource;
  /** The provider's event, for the once-per-event guard. */
  event?: { id: string; type: string };
};

export type SettleOutcome = "paid" | "duplicate-event" | "not-pending";

/**
 * Records a provider event as handled; false when it already was (a replay, or a concurrent
 * delivery that committed first: on PostgreSQL the second insert waits for the first).
 */
export async function claimEvent(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

/** The order is paid: move it, deliver what can be delivered at once, queue the mails. */
export async function settlePayment(db: Database, news: PaymentNews): Promise<SettleOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    if (news.event && !(await claimEvent(tx, news.event))) return "duplicate-event";
    const paid = await moveOrder(
      tx,
      news.orderId,
      ["pending"],
      "paid",
      { source: news.source, providerEventId: news.event?.id },
      news.buyerEmail ? { buyerEmail: news.buyerEmail.trim() } : {},
    );
    if (!paid) return "not-pending";
    await deliver(tx, paid, news.source);
    return "paid";
  });
  if (outcome === "paid") kickMailer();
  return outcome;
}

/** The order's details every shop mail shows. */
export async function orderMailInput(tx: Tx, order: OrderRow) {
  const found = await orderWithProduct(tx, order.id);
  if (!found) throw new Error(`Order ${order.id} is missing`);
  const { product } = found;
  const input: OrderMailInput = {
    orderId: order.id,
    orderNumber: order.orderNumber ?? order.id,
    language: isLanguage(order.language) ? order.language : "sv",
    productName: product.name,
    amount: order.amount,
    currency: order.currency,
  };
  return { product, input, found };
}

/** Where the buyer's mails go: the address given at the checkout, else their account's. */
async function buyerAddress(tx: Tx, order: OrderRow): Promise<string | undefined> {
  if (order.buyerEmail) return order.buyerEmail;
  if (!order.userId) return undefined;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
  return row?.email;
}

export function ownerAddress(): string {
  return config().OWNER_EMAIL ?? currentSettings().business.email;
}

async function deliver(tx: Tx, order: OrderRow, source: OrderEventSource) {
  const { product, input, found } = await orderMailInput(tx, order);
  // Every paid order's first mail is its receipt, in the buyer's language (docs/decisions/097).
  const receipt = receiptOf(found, now(), input.language);
  const to = await buyerAddress(tx, order);
  if (!to) {
    // Stripe Checkout always collects an address; this is a safety net, not a path.
    logger.error("paid order without a buyer address", { orderId: order.id });
    return;
  }
  if (product.category === "deposit") {
    // A booking's deposit (decision 109): its receipt, and the booking becomes a request.
    await deliverDeposit(tx, order, receipt, to);
    return;
  }
  if (product.category === "photos") {
    const link = await issueDownloadLink(tx, order.id);
    await enqueueEmail(tx, { to, ...receiptMail(receipt, { kind: "album", link }) });
    await recordOrderEvent(tx, order, "linkSent", "system");
    await moveOrder(tx, order.id, ["paid"], "fulfilled", { source: "system" });
  } else {
    const kind = product.category === "software" ? "licenceOrdered" : "websiteOrdered";
    await enqueueEmail(tx, { to, ...receiptMail(receipt, { kind }) });
  }
  await enqueueEmail(tx, {
    to: ownerAddress(),
    replyTo: { address: to },
    ...newOrderOwnerMail({ ...input, category: product.category, buyerEmail: to }),
  });
  logger.info("order paid", { orderId: order.id, source, category: product.category });
}
