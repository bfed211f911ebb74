import type { Language } from "~/i18n/languages";
import { createPaymentEndpoint, paymentUrl } from "~/features/shop/purchase";

// Buying photos from the gallery's page: the same call as the shop's buy buttons
// (POST /api/create-payment), with the photos or the whole gallery instead of a product.

export type GalleryPurchaseRequest = (
  { gallery: string; photoIds: string[] } | { gallery: string; whole: true }
) & {
  /** The consent to immediate delivery of digital content (docs/decisions/097). */
  immediateDelivery?: boolean;
};

/**
 * Asks for a payment page and goes there in this tab: a tab opened after an answer has been
 * awaited is no longer the click's, and Safari blocks it. False when there is none to go to.
 */
export async function startGalleryCheckout(
  body: GalleryPurchaseRequest,
  lang: Language,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  try {
    const response = await fetch(`${createPaymentEndpoint}?lang=${lang}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) return false;
    const url = paymentUrl(await response.json().catch(() => null));
    if (!url) return false;
    go(url);
    return true;
  } catch {
    return false;
  }
}
