import { database } from "~/db/client.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { csvResponse } from "~/features/submissions/csv";
import { readOrderQuery } from "~/features/shop/admin/admin-orders-api.server";
import { listAdminOrders, ordersCsv } from "~/features/shop/admin/admin-orders.server";
import { requestLanguage } from "~/i18n/request-language";
import { businessToday } from "~/lib/clock";
import type { Route } from "./+types/orders.export";

/** GET /api/admin/orders/export?…&lang= — the filtered orders as CSV, headings in the owner's language. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const query = readOrderQuery(new URL(request.url).searchParams);
    const { db } = await database();
    const csv = ordersCsv(await listAdminOrders(db, query, 100_000), requestLanguage(request));
    return csvResponse(`orders-${businessToday()}.csv`, csv);
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
