import type { Product } from "~/content/products";

// The payment call of the JSON API (app/routes/api/create-payment.ts). The shop's buy buttons no
// longer call it from the page: they post a form that is answered by a redirect, so the payment
// page opens from the click itself (docs/decisions/097). The gallery's page still calls it and
// goes to the answer in the same tab.
export const createPaymentEndpoint = "/api/create-payment";

/** The body the spec gives: the website sends its productType, every other product its name. */
export type PurchaseRequest =
  { priceId: string; productName: string } | { priceId: string; productType: string };

export function purchaseRequest(product: Product, productName: string): PurchaseRequest {
  return product.productType
    ? { priceId: product.priceId, productType: product.productType }
    : { priceId: product.priceId, productName };
}

// Only an absolute http(s) address is followed, so a bad answer can never run a javascript: URL.
export function paymentUrl(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("url" in body) || typeof body.url !== "string")
    return undefined;
  try {
    const { protocol } = new URL(body.url);
    return protocol === "https:" || protocol === "http:" ? body.url : undefined;
  } catch {
    return undefined;
  }
}
