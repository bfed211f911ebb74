import { database } from "~/db/client.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { adminOrderDetail } from "~/features/shop/admin/admin-orders.server";
import type { Route } from "./+types/orders.id";

/** GET /api/admin/orders/{id} — one order with its history; 404 unknown. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const { db } = await database();
    return Response.json(await adminOrderDetail(db, params.id), {
      headers: { "Cache-Control": "no-store" },
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
