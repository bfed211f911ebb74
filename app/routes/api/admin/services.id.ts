import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { adminService, updateServiceFor } from "~/features/catalogue/catalogue-api.server";
import type { Route } from "./+types/services.id";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/services/{id} — one service as the owner edits it; 404 when none. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () =>
    Response.json({ service: await adminService(params.id) }, { headers: noStore }),
  );
}

/**
 * PATCH /api/admin/services/{id} — the fields sent change, the others stay: texts as
 * {sv, fi?, en?}, `price` whole, `hidden: true` hides, `position` moves it. 200 {service}.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "PATCH") throw methodNotAllowed("GET", "HEAD", "PATCH");
    const service = await updateServiceFor(admin, params.id, await readJson(request));
    return Response.json({ service }, { headers: noStore });
  });
}
