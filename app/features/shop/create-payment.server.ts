import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { checkoutMode, config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { orderPhotos, orders } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { getSessionUser } from "~/features/auth/session.server";
import { localizePath, type Language } from "~/i18n/languages";
import { clientRateLimitKey } from "~/lib/client-address";
import { now } from "~/lib/clock";
import { countInWindow } from "~/lib/fixed-window.server";
import { logger } from "~/lib/logger.server";
import { createPaymentSchema } from "./checkout.schema";
import { moveOrder, recordOrderEvent, type OrderRow } from "./orders.server";
import { productByPriceId } from "./products.server";
import { textIn } from "~/features/catalogue/service-view";
import {
  galleryPurchaseSchema,
  priceGalleryPurchase,
} from "~/features/galleries/gallery-purchase.server";
import { serverT } from "~/i18n/translate.server";
import { stripeClient } from "./stripe-client.server";
import {
  buyerCurrency,
  checkoutLocale,
  type CheckoutLocale,
  type ShopCurrency,
} from "./buyer-currency";
import { chargedPrice, nordicPricesOf } from "./product-prices.server";
import { vatBreakdown } from "~/features/catalogue/price";
import { immediateDeliveryAsked, isDigitalContent } from "./immediate-delivery";
import { nextOrderNumber } from "./order-number.server";
import { openedClientGallery } from "~/features/galleries/proofing/client-gallery.server";

/** Checkouts a client address may start a minute: far above a buyer's needs, a brake on abuse. */
export const paymentWindow = { scope: "payment", limit: 20, windowMs: 60_000 };

/** The test checkout's page for a session, in the buyer's language (absolute). */
export function testCheckoutUrl(sessionId: string, lang: Language): string {
  return config().publicUrl + localizePath(`/checkout/test/${sessionId}`, lang);
}

/**
 * Starts a purchase, whoever asks (the JSON API and the buy buttons' form action): the price is
 * the table's, the order row is written before the buyer is sent anywhere, and the answer is
 * the address of the payment page — Stripe Checkout with STRIPE_SECRET_KEY, else our test
 * checkout where it is open (docs/decisions/040, 042, 080).
 */
export async function createPayment(
  request: Request,
  readInput: () => Promise<unknown>,
  lang: Language,
): Promise<{ url: string; orderId: string }> {
  // Refused before anything is counted or written: a public site without Stripe hands out no
  // free orders (docs/decisions/080).
  const mode = checkoutMode();
  if (mode === "closed") throw new DomainError("paymentClosed");
  const { db } = await database();
  const counted = await countInWindow(db, paymentWindow, clientRateLimitKey(request), now());
  if (!counted.allowed)
    throw new DomainError("rateLimited", undefined, {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  // The buyer's browser says where they are: a Swede, Norwegian or Dane pays in their currency
  // where the product has a price in it (docs/decisions/098).
  const acceptLanguage = request.headers.get("accept-language");
  const currency = buyerCurrency(lang, acceptLanguage);
  const input = await readInput();
  const item = await purchasedItem(db, input, lang, currency, request);
  // Digital content waives the right of withdrawal only with the buyer's express consent
  // (docs/decisions/097): no consent, no order.
  const consented = immediateDeliveryAsked(input);
  if (item.digital && !consented) throw new DomainError("immediateDeliveryConsent");
  const user = await getSessionUser(request);
  const stripe = mode === "stripe" ? stripeClient() : undefined;
  const vat = vatBreakdown(item.amount, item.vatRateBp);

  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(tx, now()),
        priceId: item.priceId,
        galleryId: item.galleryId,
        amount: item.amount,
        currency: item.currency,
        vatRateBp: vat.vatRateBp,
        vatAmount: vat.vatCents,
        netAmount: vat.netCents,
        immediateDeliveryConsentAt: item.digital && consented ? now() : null,
        buyerEmail: user?.email ?? null,
        userId: user?.id ?? null,
        language: lang,
        provider: stripe ? "stripe" : "test",
        // The test checkout's session is ours: a secret in its address.
        providerSessionId: stripe ? null : randomBytes(24).toString("base64url"),
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    if (item.photoIds.length > 0)
      await tx
        .insert(orderPhotos)
        .values(item.photoIds.map((photoId) => ({ orderId: row!.id, photoId })));
    await recordOrderEvent(tx, row!, "created", "checkout");
    return row!;
  });

  if (!stripe) return { url: testCheckoutUrl(order.providerSessionId!, lang), orderId: order.id };
  const locale = checkoutLocale(lang, acceptLanguage);
  return {
    url: await stripeCheckout(db, order, item.name, lang, locale, user?.email),
    orderId: order.id,
  };
}

type PurchasedItem = {
  priceId: string | null;
  galleryId: string | null;
  photoIds: string[];
  amount: number;
  currency: string;
  /** VAT included in the amount, in basis points: the product's or the gallery's. */
  vatRateBp: number;
  /** Digital content: the buyer must consent to immediate delivery. */
  digital: boolean;
  /** As the payment page names it, in the buyer's language. */
  name: string;
};

/**
 * What the body asks to buy, priced by the server: a product, in the buyer's `currency` where it
 * has a price in it, or photos of a gallery, always in the gallery's currency.
 */
async function purchasedItem(
  db: Database,
  body: unknown,
  lang: Language,
  currency: ShopCurrency,
  request: Request,
): Promise<PurchasedItem> {
  if (typeof body === "object" && body !== null && "gallery" in body) {
    // A client gallery's extras are sold only to whom its link (and PIN) opens it (decision 102).
    const purchase = await priceGalleryPurchase(db, parseInput(galleryPurchaseSchema, body), {
      clientGallery: (slug) => openedClientGallery(db, request, slug),
    });
    const title = textIn(purchase.gallery.title, lang).text;
    return {
      priceId: null,
      galleryId: purchase.gallery.id,
      photoIds: purchase.photoIds,
      amount: purchase.amount,
      currency: purchase.currency,
      vatRateBp: purchase.gallery.vatRate,
      digital: true,
      name: serverT(lang)("checkout:photosItem", { title, count: purchase.photoIds.length }),
    };
  }
  const input = parseInput(createPaymentSchema, body);
  const product = await productByPriceId(db, input.priceId);
  if (!product) throw new DomainError("unknownProduct");
  if (!product.active) throw new DomainError("productUnavailable");
  const nordic = currency === "EUR" ? undefined : await nordicPricesOf(db, product.priceId);
  return {
    priceId: product.priceId,
    galleryId: null,
    photoIds: [],
    ...chargedPrice(product, nordic, currency),
    vatRateBp: product.vatRateBp,
    digital: isDigitalContent(product.category),
    name: product.name[lang],
  };
}

/**
 * A Stripe Checkout Session for an order; its address. `expiresAt`: when the session closes (a
 * deposit's, with its booking's hold; Stripe takes 30 minutes to 24 hours).
 */
export async function stripeCheckout(
  db: Database,
  order: OrderRow,
  name: string,
  lang: Language,
  locale: CheckoutLocale,
  email: string | undefined,
  expiresAt?: Date,
): Promise<string> {
  const { publicUrl } = config();
  try {
    const session = await stripeClient()!.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount,
              product_data: { name },
            },
          },
        ],
        // Stripe fills in {CHECKOUT_SESSION_ID}; our pages speak the buyer's language.
        success_url: `${publicUrl}${localizePath("/checkout/success", lang)}?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}${localizePath("/checkout/cancelled", lang)}`,
        client_reference_id: order.id,
        metadata: {
          orderId: order.id,
          ...(order.priceId && { priceId: order.priceId }),
          ...(order.galleryId && { galleryId: order.galleryId }),
          ...(order.bookingId && { bookingId: order.bookingId }),
        },
        ...(expiresAt && { expires_at: Math.floor(expiresAt.getTime() / 1000) }),
        // No payment_method_types: Checkout offers what the owner switched on in Stripe's
        // dashboard that suits the currency and the buyer (docs/payments-nordic.md).
        locale,
        ...(email && { customer_email: email }),
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
    if (!session.url) throw new Error("Stripe returned a session without a url");
    await db
      .update(orders)
      .set({ providerSessionId: session.id, updatedAt: now() })
      .where(eq(orders.id, order.id));
    return session.url;
  } catch (error) {
    logger.error("stripe checkout session failed", { orderId: order.id, error });
    await db.transaction((tx) =>
      moveOrder(tx, order.id, ["pending"], "failed", { kind: "paymentFailed", source: "system" }),
    );
    throw new DomainError("paymentProviderFailed");
  }
}
