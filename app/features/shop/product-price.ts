import type { Product } from "~/content/products";
import type { Language } from "~/i18n/languages";
import { formatEuros } from "~/lib/format";

/** A product's price in the page's language; products keep integer cents. */
export function formatProductPrice(product: Product, lang: Language): string {
  return formatEuros(product.amount / 100, lang);
}
