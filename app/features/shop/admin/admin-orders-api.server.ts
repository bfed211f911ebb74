import { and, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { nordicCurrencies, productPrices, products } from "~/db/schema";
import { recordAdminAction } from "~/features/admin/audit.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { now } from "~/lib/clock";
import {
  adminOrderQuerySchema,
  isOrderAction,
  licenceKeySchema,
  nordicPricesEditSchema,
  productEditSchema,
  type AdminOrderQuery,
} from "./admin-orders.schema";
import { applyOrderAction, type AdminOrder } from "./admin-orders.server";
import { nordicPricesOf, type NordicPrices } from "../product-prices.server";

// What the order desk does, whoever asks: the JSON API and the pages' forms call these.

/** The filters of a query string; a parameter given twice is as wrong as a bad one. */
export function readOrderQuery(params: URLSearchParams): AdminOrderQuery {
  const single = (name: string) => {
    const values = params.getAll(name).filter((value) => value !== "");
    if (values.length > 1) throw new DomainError("badRequest");
    return values[0];
  };
  return parseInput(adminOrderQuerySchema, {
    status: single("status"),
    product: single("product"),
    from: single("from"),
    to: single("to"),
  });
}

export async function runOrderAction(
  admin: AdminUser,
  orderId: string,
  action: string,
  input: unknown,
): Promise<AdminOrder> {
  if (!isOrderAction(action)) throw new DomainError("routeNotFound");
  const key = action === "licence-key" ? parseInput(licenceKeySchema, input ?? {}).key : undefined;
  const { db } = await database();
  const order = await applyOrderAction(db, actorOf(admin), orderId, action, { key });
  kickMailer();
  return order;
}

/**
 * The owner sets a product's price, VAT rate, its prices in Nordic currencies (decision 098)
 * and its availability; audited with the values before and after. Orders already made keep
 * the rate they were made with.
 */
export async function editProduct(admin: AdminUser, priceId: string, input: unknown) {
  const { price, vatRate, active } = parseInput(productEditSchema, input);
  const nordicInput = parseInput(nordicPricesEditSchema, input);
  const { db } = await database();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(eq(products.priceId, priceId))
      .for("update");
    if (!before) throw new DomainError("unknownProduct");
    await tx
      .update(products)
      .set({ amount: price, vatRateBp: vatRate, active, updatedAt: now() })
      .where(eq(products.priceId, priceId));
    const nordicBefore = await nordicPricesOf(tx, priceId);
    const nordic: NordicPrices = { ...nordicBefore };
    for (const currency of nordicCurrencies) {
      const amount = nordicInput[`price${currency}`];
      if (amount === undefined) continue;
      const row = and(eq(productPrices.priceId, priceId), eq(productPrices.currency, currency));
      if (amount === null) {
        delete nordic[currency];
        await tx.delete(productPrices).where(row);
      } else {
        nordic[currency] = amount;
        await tx
          .insert(productPrices)
          .values({ priceId, currency, amount, updatedAt: now() })
          .onConflictDoUpdate({
            target: [productPrices.priceId, productPrices.currency],
            set: { amount, updatedAt: now() },
          });
      }
    }
    await recordAdminAction(tx, {
      actor: actorOf(admin),
      action: "product.update",
      target: `product:${priceId}`,
      before: {
        amount: before.amount,
        vatRateBp: before.vatRateBp,
        active: before.active,
        ...nordicBefore,
      },
      after: { amount: price, vatRateBp: vatRate, active, ...nordic },
    });
    return { priceId, amount: price, vatRateBp: vatRate, active, nordic };
  });
}
