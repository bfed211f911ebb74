import Stripe from "stripe";
import { config } from "~/config.server";

let cached: { key: string; client: Stripe } | undefined;

/**
 * The Stripe SDK for STRIPE_SECRET_KEY, or undefined without it (the built-in test checkout
 * is used then). STRIPE_API_URL points it at another host, e.g. a test's local stand-in.
 */
export function stripeClient(): Stripe | undefined {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL: apiUrl } = config();
  if (!key) return undefined;
  if (cached?.key === key) return cached.client;
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === "http:" ? 80 : 443),
      protocol: target.protocol === "http:" ? "http" : "https",
    }),
  });
  cached = { key, client };
  return client;
}

/** Verifies a webhook's signature over its raw bytes; throws when it does not match. */
export function verifiedStripeEvent(raw: string | Uint8Array, signature: string, secret: string) {
  return Stripe.webhooks.constructEvent(raw, signature, secret);
}

export type StripeEvent = ReturnType<typeof verifiedStripeEvent>;
export type CheckoutSession = Stripe.Checkout.Session;
