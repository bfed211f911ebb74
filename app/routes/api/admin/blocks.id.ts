import { methodNotAllowed } from "~/features/api/domain-error";
import { unblockSlot } from "~/features/admin/blocks/blocks-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/blocks.id";

/** DELETE /api/admin/blocks/{id} — 204; 404 when there is no such block. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "DELETE") throw methodNotAllowed("DELETE");
    await unblockSlot(admin, params.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("DELETE");
  });
}
