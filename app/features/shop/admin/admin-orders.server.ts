import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { businessTimeZone } from "~/content/business";
import type { Database } from "~/db/client.server";
import { orders, type OrderStatus } from "~/db/schema";
import { orderPhotoFiles } from "~/features/galleries/gallery-purchase.server";
import { selectOrdersWithItems, withItem, type OrderWithItem } from "../order-items.server";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { DomainError } from "~/features/api/domain-error";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { csvAmount, csvTime, toCsv } from "~/features/submissions/csv";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { issueDownloadLink } from "../download-links.server";
import { orderMailInput } from "../fulfilment.server";
import { albumDeliveryMail, licenceKeyMail } from "../order-mails.server";
import {
  moveOrder,
  orderHistory,
  recordOrderEvent,
  uuidPattern,
  type OrderRow,
} from "../orders.server";
import type { AdminOrderQuery, OrderAction } from "./admin-orders.schema";
import { finnishGeneralVatBp, vatBreakdown, vatPercent } from "~/features/catalogue/price";

// The owner's order desk (docs/decisions/044). Each action locks the order, checks its state,
// changes it, queues the buyer's mail and writes the audit entry in one transaction.

export type AdminOrder = {
  id: string;
  /** "2026-0042": what the owner and the buyer read (docs/decisions/097). */
  orderNumber: string;
  status: OrderStatus;
  /** The product's; null for photos of a gallery. */
  priceId: string | null;
  product: string;
  category: "software" | "websites" | "photos" | "deposit";
  amount: number;
  currency: string;
  /** The VAT snapshot of the line: rate in basis points, VAT and net in cents. */
  vatRateBp: number;
  vatAmount: number;
  netAmount: number;
  /** When the buyer consented to immediate delivery of digital content (ISO). */
  immediateDeliveryConsentAt: string | null;
  buyerEmail: string | null;
  language: string;
  provider: string;
  createdAt: string;
  updatedAt: string;
};

function toAdminOrder({ order, product }: OrderWithItem) {
  // Orders older than receipts got their snapshot from migration 0014; this is a safety net.
  const vat = vatBreakdown(order.amount, order.vatRateBp ?? finnishGeneralVatBp);
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? order.id,
    status: order.status,
    priceId: order.priceId,
    // The owner reads Swedish.
    product: product.name.sv,
    category: product.category,
    amount: order.amount,
    currency: order.currency,
    vatRateBp: order.vatRateBp ?? vat.vatRateBp,
    vatAmount: order.vatAmount ?? vat.vatCents,
    netAmount: order.netAmount ?? vat.netCents,
    immediateDeliveryConsentAt: order.immediateDeliveryConsentAt?.toISOString() ?? null,
    buyerEmail: order.buyerEmail,
    language: order.language,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  } satisfies AdminOrder;
}

const createdDay = sql`(${orders.createdAt} at time zone ${businessTimeZone})::date`;

export async function listAdminOrders(
  db: Database,
  query: AdminOrderQuery,
  limit = 1000,
): Promise<AdminOrder[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.product) conditions.push(eq(orders.priceId, query.product));
  if (query.from) conditions.push(gte(createdDay, sql`${query.from}::date`));
  if (query.to) conditions.push(lte(createdDay, sql`${query.to}::date`));
  const rows = await selectOrdersWithItems(db)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => toAdminOrder(withItem(row)));
}

export async function adminOrderDetail(db: Database, orderId: string) {
  if (!uuidPattern.test(orderId)) throw new DomainError("orderNotFound");
  const [row] = await selectOrdersWithItems(db).where(eq(orders.id, orderId));
  if (!row) throw new DomainError("orderNotFound");
  const events = (await orderHistory(db, orderId)).map((event) => ({
    at: event.at.toISOString(),
    kind: event.kind,
    status: event.status,
    source: event.source,
  }));
  // Which photos a gallery order bought: the owner's file names, in the gallery's order.
  const photos = (await orderPhotoFiles(db, orderId)).map((photo) => photo.fileName);
  return { order: toAdminOrder(withItem(row)), events, photos };
}

const auditNames: Record<OrderAction, string> = {
  "licence-key": "order.sendKey",
  "resend-link": "order.resendLink",
  fulfil: "order.fulfil",
  refund: "order.refund",
};

/** One action of the desk on one order; `key` only for "licence-key". */
export async function applyOrderAction(
  db: Database,
  actor: AdminActor,
  orderId: string,
  action: OrderAction,
  options: { key?: string } = {},
): Promise<AdminOrder> {
  if (!uuidPattern.test(orderId)) throw new DomainError("orderNotFound");
  return db.transaction(async (tx) => {
    const [lockedRow] = await selectOrdersWithItems(tx)
      .where(eq(orders.id, orderId))
      .for("update", { of: orders });
    if (!lockedRow) throw new DomainError("orderNotFound");
    const { order, product } = withItem(lockedRow);
    const before = { status: order.status };
    let after: OrderRow | undefined = order;

    if (action === "licence-key") {
      if (product.category !== "software") throw new DomainError("notALicence");
      if (order.status !== "paid" || !order.buyerEmail) throw new DomainError("wrongOrderState");
      const { input } = await orderMailInput(tx, order);
      await enqueueEmail(tx, { to: order.buyerEmail, ...licenceKeyMail(input, options.key!) });
      await recordOrderEvent(tx, order, "keySent", "admin");
      after = await moveOrder(tx, order.id, ["paid"], "fulfilled", { source: "admin" });
    } else if (action === "resend-link") {
      if (product.category !== "photos") throw new DomainError("notAnAlbum");
      if (order.status !== "fulfilled" || !order.buyerEmail)
        throw new DomainError("wrongOrderState");
      const { input } = await orderMailInput(tx, order);
      const link = await issueDownloadLink(tx, order.id);
      await enqueueEmail(tx, { to: order.buyerEmail, ...albumDeliveryMail(input, link) });
      await recordOrderEvent(tx, order, "linkSent", "admin");
    } else if (action === "fulfil") {
      after = await moveOrder(tx, order.id, ["paid"], "fulfilled", { source: "admin" });
    } else {
      after = await moveOrder(tx, order.id, ["paid", "fulfilled"], "refunded", {
        source: "admin",
      });
    }
    if (!after) throw new DomainError("wrongOrderState");
    // The key itself never goes into the log: it is the buyer's, and the log is read widely.
    await recordAdminAction(tx, {
      actor,
      action: auditNames[action],
      target: `order:${order.id}`,
      before,
      after: { status: after.status },
    });
    return toAdminOrder({ order: after, product });
  });
}

/**
 * The orders as CSV, written as every export is (app/features/submissions/csv.ts): headings and
 * statuses in the owner's language, times in Finnish time, amounts with a decimal comma.
 */
export function ordersCsv(list: AdminOrder[], lang: Language): string {
  const t = serverT(lang);
  const header = [
    "id",
    "createdAt",
    "status",
    "priceId",
    "product",
    "amount",
    "currency",
    "buyerEmail",
    "language",
    "provider",
    "orderNumber",
    "net",
    "vat",
    "vatRate",
  ].map((column) => t(`checkout:ordersExport.${column}`));
  const rows = list.map((order) => [
    order.id,
    csvTime(order.createdAt),
    t(`checkout:status.${order.status}`),
    order.priceId,
    order.product,
    csvAmount(order.amount),
    order.currency,
    order.buyerEmail,
    order.language,
    order.provider,
    order.orderNumber,
    csvAmount(order.netAmount),
    csvAmount(order.vatAmount),
    // "25,5": a number to a Finnish or Swedish Excel, as the amounts.
    String(vatPercent(order.vatRateBp)).replace(".", ","),
  ]);
  return toCsv(header, rows);
}
