import { adminApi } from "~/features/admin/require-admin.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { runOrderAction } from "~/features/shop/admin/admin-orders-api.server";
import type { Route } from "./+types/orders.action";

/**
 * POST /api/admin/orders/{id}/licence-key {key} | resend-link | fulfil | refund — 200 {order};
 * the buyer is e-mailed where the action sends something. 404 unknown, 409 wrong state.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw new DomainError("routeNotFound");
    const input = request.headers.has("content-type") ? await readJson(request) : {};
    const order = await runOrderAction(admin, params.id, params.action, input);
    return Response.json({ order }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
