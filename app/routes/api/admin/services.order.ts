import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { reorderServicesFor } from "~/features/catalogue/catalogue-api.server";
import type { Route } from "./+types/services.order";

/** POST /api/admin/services/order {ids: [every id, in the new order]} — 200 {services}. */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const services = await reorderServicesFor(admin, await readJson(request));
    return Response.json({ services }, { headers: { "Cache-Control": "no-store" } });
  });
}

// A GET: 405 for the admin; anyone else learns nothing (adminApi answers routeNotFound first).
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
