import { methodNotAllowed } from "~/features/api/domain-error";
import { adminApi } from "~/features/admin/require-admin.server";
import { multipartForm, replacePhotoFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.photo-file";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/galleries/{id}/photos/{photoId}/file (multipart, field "photo", one file) —
 * 202 {photo:{id, status:"processing"}}: the photo's file is replaced, its texts, category,
 * numbers and place kept (decision 095). 400 not a photo, 413 too large; nothing changes then.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const form = await multipartForm(request);
    const photo = await replacePhotoFor(admin, params.id, params.photoId, form);
    return Response.json({ photo }, { status: 202, headers: { "Cache-Control": "no-store" } });
  });
}
