import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { createPayment } from "~/features/shop/create-payment.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/create-payment";

/**
 * POST /api/create-payment {priceId, productName?, productType?} — 200 {url}: Stripe Checkout, or
 * the built-in test checkout without STRIPE_SECRET_KEY. 400 unknown or malformed priceId.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const { url } = await createPayment(request, () => readJson(request), requestLanguage(request));
    return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
  });
}
