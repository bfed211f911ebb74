import type { Product } from "~/content/products";
import type { Language } from "~/i18n/languages";

/** The payment call: the server side is app/routes/api/create-payment.ts. */
export const createPaymentEndpoint = "/api/create-payment";

/** The body the spec gives: the website sends its productType, every other product its name. */
export type PurchaseRequest =
  { priceId: string; productName: string } | { priceId: string; productType: string };

export type PurchaseOutcome =
  | { kind: "redirected"; url: string }
  | { kind: "failed"; reason: "http" | "network" | "missing-url" };

export function purchaseRequest(product: Product, productName: string): PurchaseRequest {
  return product.productType
    ? { priceId: product.priceId, productType: product.productType }
    : { priceId: product.priceId, productName };
}

function openInNewTab(url: string) {
  window.open(url, "_blank", "noopener");
}

/**
 * Asks the server for a payment page and opens it in a new tab. Never throws: the caller shows
 * the failure toast. The server picks the price from priceId; productName is informational.
 */
export async function startPurchase(
  product: Product,
  productName: string,
  lang: Language,
  openPage: (url: string) => void = openInNewTab,
): Promise<PurchaseOutcome> {
  let response: Response;
  try {
    // The checkout and its return pages speak the language of the page the buyer is on.
    response = await fetch(`${createPaymentEndpoint}?lang=${lang}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(purchaseRequest(product, productName)),
    });
  } catch {
    return { kind: "failed", reason: "network" };
  }
  if (!response.ok) return { kind: "failed", reason: "http" };

  const url = paymentUrl(await response.json().catch(() => null));
  if (!url) return { kind: "failed", reason: "missing-url" };
  openPage(url);
  return { kind: "redirected", url };
}

// Only an absolute http(s) address is opened, so a bad answer can never run a javascript: URL.
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
