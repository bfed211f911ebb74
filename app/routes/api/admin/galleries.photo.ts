import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { deletePhotoFor, updatePhotoFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.photo";

const noStore = { "Cache-Control": "no-store" };

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("PATCH", "DELETE");
  });
}

/** PATCH {numbers?, hidden?, caption?, alt?, category?, position?} — 200 {photo}; DELETE — 204. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method === "PATCH") {
      const photo = await updatePhotoFor(admin, params.id, params.photoId, await readJson(request));
      return Response.json({ photo }, { headers: noStore });
    }
    if (request.method === "DELETE") {
      await deletePhotoFor(admin, params.id, params.photoId);
      return new Response(null, { status: 204, headers: noStore });
    }
    throw methodNotAllowed("PATCH", "DELETE");
  });
}
