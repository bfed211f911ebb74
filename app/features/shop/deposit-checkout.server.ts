import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import type { Language } from "~/i18n/languages";
import { checkoutLocale } from "./buyer-currency";
import { stripeCheckout, testCheckoutUrl } from "./create-payment.server";
import { depositHoldMs } from "./deposit-orders.server";
import { orderWithProduct, type OrderRow } from "./orders.server";

/**
 * The payment page of a deposit's order (decision 109): the test checkout's, or a Stripe
 * session that closes a minute after the hold (a payment in that minute finds the booking
 * released and is refunded at once). Stripe's earliest close is 30 minutes from now.
 */
export async function depositCheckoutUrl(
  db: Database,
  order: OrderRow,
  request: Request,
  lang: Language,
): Promise<string> {
  if (order.provider === "test") return testCheckoutUrl(order.providerSessionId!, lang);
  const found = await orderWithProduct(db, order.id);
  if (!found) throw new DomainError("orderNotFound");
  const locale = checkoutLocale(lang, request.headers.get("accept-language"));
  // Stripe's own clock, not the project's (a test sets that one): Stripe refuses a close under
  // 30 minutes from its now.
  const closes = new Date(Date.now() + depositHoldMs + 60_000);
  return stripeCheckout(
    db,
    order,
    found.product.name[lang],
    lang,
    locale,
    order.buyerEmail ?? undefined,
    closes,
  );
}
