import type { Product } from "~/content/products";

// The payment call of the JSON API (app/routes/api/create-payment.ts). The pages no longer call
// it: the shop's buy buttons and the gallery's post a form answered by a 303 redirect, so the
// payment page opens from the click itself (docs/decisions/097).
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
