import { methodNotAllowed } from "~/features/api/domain-error";
import { adminApi } from "~/features/admin/require-admin.server";
import { uploadImageFor } from "~/features/news/admin/news-admin-api.server";
import type { Route } from "./+types/news-images";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/news-images (multipart, field "image": JPEG, PNG or WebP, at most 5 MB) —
 * 201 {image: {id, width, height}}; 400 wrong type, too large or not a picture.
 */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const image = await uploadImageFor(admin, request);
    return Response.json({ image }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}
