import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { verifiedStripeEvent } from "~/features/shop/stripe-client.server";
import { handleStripeEvent } from "~/features/shop/stripe-webhook.server";
import type { Route } from "./+types/stripe";

/**
 * POST /api/webhooks/stripe — Stripe's events, signed with STRIPE_WEBHOOK_SECRET. The signature
 * covers the exact bytes sent, so the body is read raw (the server entry parses no bodies; it
 * only caps their size) and verified before anything is parsed. 400 on a bad signature.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const secret = config().STRIPE_WEBHOOK_SECRET;
    const signature = request.headers.get("stripe-signature");
    let raw: Buffer;
    try {
      raw = Buffer.from(await request.arrayBuffer());
    } catch {
      throw new DomainError("invalidBody");
    }
    if (!secret || !signature) throw new DomainError("badSignature");
    let event;
    try {
      event = verifiedStripeEvent(raw, signature, secret);
    } catch {
      throw new DomainError("badSignature");
    }
    const { db } = await database();
    const handled = await handleStripeEvent(db, event);
    return Response.json({ received: true, handled }, { headers: { "Cache-Control": "no-store" } });
  });
}
