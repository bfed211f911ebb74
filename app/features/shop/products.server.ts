import { asc, eq } from "drizzle-orm";
import { checkoutMode, config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { isProductKey, productTypes, type Product } from "~/content/products";
import type { Language } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { buyerCurrency } from "./buyer-currency";
import { chargedPrice, nordicPricesByProduct, type NordicPrices } from "./product-prices.server";

export type ProductRow = typeof products.$inferSelect;

/**
 * A row as a page in `lang` shows it; at `charged`, the price this buyer pays when it is not the
 * euro price (docs/decisions/098).
 */
export function productView(
  row: ProductRow,
  lang: Language,
  charged: { amount: number; currency: string } = row,
): Product {
  if (!isProductKey(row.key)) throw new Error(`Unknown product key ${row.key}`);
  return {
    priceId: row.priceId,
    key: row.key,
    category: row.category,
    name: row.name[lang],
    description: row.description[lang],
    amount: charged.amount,
    currency: charged.currency,
    vatRateBp: row.vatRateBp,
    active: row.active,
    ...(productTypes[row.key] && { productType: productTypes[row.key] }),
  };
}

/** Every product, in the shop's order. */
export async function listProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.priceId));
}

export async function productByPriceId(
  db: Database,
  priceId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.priceId, priceId));
  return row;
}

/**
 * What a shop page says by its buy buttons (docs/decisions/080): nothing when they lead to a
 * payment as usual; "closed" when this site takes no payments online yet; "test" when the owner
 * kept the test checkout on a public site.
 */
export type PaymentNote = "closed" | "test" | null;

export function paymentNote(): PaymentNote {
  const mode = checkoutMode();
  if (mode === "closed") return "closed";
  return mode === "test" && config().TEST_CHECKOUT ? "test" : null;
}

/**
 * The loader of a shop page: every product in the page's language, prices from the table in the
 * currency this buyer would be charged in (the checkout decides it the same way).
 */
export async function shopPageProducts(
  request: Request,
): Promise<{ products: Product[]; paymentNote: PaymentNote }> {
  const lang = pageLanguage(request);
  const currency = buyerCurrency(lang, request.headers.get("accept-language"));
  const { db } = await database();
  const nordic =
    currency === "EUR" ? new Map<string, NordicPrices>() : await nordicPricesByProduct(db);
  return {
    products: (await listProducts(db)).map((row) =>
      productView(row, lang, chargedPrice(row, nordic.get(row.priceId), currency)),
    ),
    paymentNote: paymentNote(),
  };
}
