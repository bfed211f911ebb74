import { database } from "~/db/client.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { readOrderQuery } from "~/features/shop/admin/admin-orders-api.server";
import { listAdminOrders } from "~/features/shop/admin/admin-orders.server";
import type { Route } from "./+types/orders";

/** GET /api/admin/orders?status=&product=&from=&to= — every order, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const query = readOrderQuery(new URL(request.url).searchParams);
    const { db } = await database();
    return Response.json(
      { orders: await listAdminOrders(db, query) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
