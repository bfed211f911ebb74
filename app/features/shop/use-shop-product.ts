import { useLoaderData } from "react-router";
import type { Product, ProductKey } from "~/content/products";

/** A product from the shop page's loader (`shopPageProducts`), which read it from the table. */
export function useShopProduct(key: ProductKey): Product {
  const { products } = useLoaderData<{ products: Product[] }>();
  const product = products.find((candidate) => candidate.key === key);
  if (!product) throw new Error(`Product ${key} is missing from the table`);
  return product;
}

/** Whether the page's buy buttons lead to a payment as usual (`shopPageProducts`). */
export function usePaymentNote(): "closed" | "test" | null {
  return useLoaderData<{ paymentNote?: "closed" | "test" | null }>().paymentNote ?? null;
}

export function useShopProducts(): Product[] {
  return useLoaderData<{ products: Product[] }>().products;
}
