import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { photoFor, refuseWithoutAccess } from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.photo-download";

/** GET /api/galleries/{slug}/photos/{photoId}/download — one downloadable photo; 404 otherwise. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, () => photoFor(request, params.slug, params.photoId));
}

/** Another method: 404 without access, as every answer of a gallery one cannot open. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    await refuseWithoutAccess(request, params.slug);
    throw methodNotAllowed("GET", "HEAD");
  });
}
