import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { tagPhotosFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.tags";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/** POST {photoIds, add?, remove?} — numbers added to and removed from many photos at once. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const photos = await tagPhotosFor(admin, params.id, await readJson(request));
    return Response.json({ photos }, { headers: { "Cache-Control": "no-store" } });
  });
}
