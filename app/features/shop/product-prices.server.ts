import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productPrices, type NordicCurrency } from "~/db/schema";
import type { ShopCurrency } from "./buyer-currency";

// A product's prices beside its euro price (docs/decisions/098): read by the shop pages and the
// checkout, which must agree on what a buyer is charged, and set by the owner.

export type NordicPrices = Partial<Record<NordicCurrency, number>>;

/** Every product's Nordic prices, by price id. */
export async function nordicPricesByProduct(db: Database): Promise<Map<string, NordicPrices>> {
  const rows = await db.select().from(productPrices);
  const byProduct = new Map<string, NordicPrices>();
  for (const row of rows) {
    const prices = byProduct.get(row.priceId) ?? {};
    prices[row.currency] = row.amount;
    byProduct.set(row.priceId, prices);
  }
  return byProduct;
}

export async function nordicPricesOf(
  db: Pick<Database, "select">,
  priceId: string,
): Promise<NordicPrices> {
  const rows = await db.select().from(productPrices).where(eq(productPrices.priceId, priceId));
  return Object.fromEntries(rows.map((row) => [row.currency, row.amount]));
}

/**
 * What a buyer who pays in `currency` is charged for a product: its price in that currency
 * where the owner set one, else its euro price.
 */
export function chargedPrice(
  product: { amount: number; currency: string },
  nordic: NordicPrices | undefined,
  currency: ShopCurrency,
): { amount: number; currency: string } {
  const amount = currency === "EUR" ? undefined : nordic?.[currency];
  return amount ? { amount, currency } : { amount: product.amount, currency: product.currency };
}
