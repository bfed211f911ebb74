import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { adminServices, createServiceFor } from "~/features/catalogue/catalogue-api.server";
import type { Route } from "./+types/services";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/services — every service, hidden ones too, every language as stored. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () =>
    Response.json({ services: await adminServices() }, { headers: noStore }),
  );
}

/** POST /api/admin/services {id, category, name, description, price, …} — 201 {service}. */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const service = await createServiceFor(admin, await readJson(request));
    return Response.json({ service }, { status: 201, headers: noStore });
  });
}
