import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { adminApi } from "~/features/admin/require-admin.server";
import { publishGalleryFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.publication";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/** POST /api/admin/galleries/{id}/publish or /unpublish — 200 {gallery}. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    if (params.action !== "publish" && params.action !== "unpublish")
      throw new DomainError("routeNotFound");
    const gallery = await publishGalleryFor(admin, params.id, params.action === "publish");
    return Response.json({ gallery }, { headers: { "Cache-Control": "no-store" } });
  });
}
