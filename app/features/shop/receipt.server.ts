import { and, asc, eq, inArray } from "drizzle-orm";
import { orderEvents, orders } from "~/db/schema";
import { vatBreakdown, finnishGeneralVatBp } from "~/features/catalogue/price";
import { addressLine } from "~/features/settings/site-settings";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { selectOrdersWithItems, withItem, type OrderWithItem } from "./order-items.server";
import { orderNumberPattern } from "./order-number.server";
import type { Tx } from "./orders.server";
import type { Receipt } from "./receipt";

// The receipt of a paid order, from the order's own snapshot (amount, VAT, number, consent) and
// the seller's facts as they are now in the settings (docs/decisions/097).

/** The orders that have a receipt: paid, whatever happened after. */
const receiptStatuses = ["paid", "fulfilled", "refunded"] as const;

export function receiptOf(
  { order, product }: OrderWithItem,
  paidAt: Date,
  language: Language,
): Receipt {
  const { business } = currentSettings();
  // Orders made before receipts got their snapshot from the migration; this is a safety net.
  const vat =
    order.vatAmount !== null && order.netAmount !== null && order.vatRateBp !== null
      ? { vatRateBp: order.vatRateBp, vatCents: order.vatAmount, netCents: order.netAmount }
      : vatBreakdown(order.amount, order.vatRateBp ?? finnishGeneralVatBp);
  return {
    orderNumber: order.orderNumber ?? order.id,
    language,
    paidAt: paidAt.toISOString(),
    item: product.name[language],
    currency: order.currency,
    grossCents: order.amount,
    netCents: vat.netCents,
    vatCents: vat.vatCents,
    vatRateBp: vat.vatRateBp,
    provider: order.provider,
    immediateDeliveryConsentAt: order.immediateDeliveryConsentAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    seller: {
      name: business.name,
      businessId: business.businessId,
      address: addressLine(business, language),
    },
  };
}

/** When the order was paid: its first "paid" event (its last change, should there be none). */
export async function paidAtOf(tx: Tx, found: OrderWithItem): Promise<Date> {
  const [event] = await tx
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, found.order.id), eq(orderEvents.status, "paid")))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return event?.at ?? found.order.updatedAt;
}

/**
 * A signed-in buyer's receipt by its order number; undefined when there is no such paid order of
 * theirs (another customer's order is as unknown as one that does not exist).
 */
export async function receiptForBuyer(
  db: Tx,
  userId: string,
  orderNumber: string,
  language: Language,
): Promise<Receipt | undefined> {
  if (!orderNumberPattern.test(orderNumber)) return undefined;
  const [row] = await selectOrdersWithItems(db).where(
    and(
      eq(orders.orderNumber, orderNumber),
      eq(orders.userId, userId),
      inArray(orders.status, [...receiptStatuses]),
    ),
  );
  if (!row) return undefined;
  const found = withItem(row);
  return receiptOf(found, await paidAtOf(db, found), language);
}
