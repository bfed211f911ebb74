import { methodNotAllowed } from "~/features/api/domain-error";
import { adminApi } from "~/features/admin/require-admin.server";
import { uploadPhotosFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.photos";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/galleries/{id}/photos (multipart, field "photos", one or more files) —
 * 202 {photos:[{id, status:"processing"}]}; each becomes "ready" once processed. 400 not a
 * photo, 413 too large; nothing is stored when any file is refused.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const photos = await uploadPhotosFor(admin, params.id, request);
    return Response.json({ photos }, { status: 202, headers: { "Cache-Control": "no-store" } });
  });
}
