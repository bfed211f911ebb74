import { database } from "~/db/client.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { csvResponse } from "~/features/submissions/csv";
import { readOrderQuery } from "~/features/shop/admin/admin-orders-api.server";
import { listAdminOrders, ordersCsv } from "~/features/shop/admin/admin-orders.server";
import { businessToday } from "~/lib/clock";
import type { Route } from "./+types/orders.export";

/** GET /api/admin/orders/export?… — the filtered orders as a CSV file. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const query = readOrderQuery(new URL(request.url).searchParams);
    const { db } = await database();
    const csv = ordersCsv(await listAdminOrders(db, query, 100_000));
    return csvResponse(`orders-${businessToday()}.csv`, csv);
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
