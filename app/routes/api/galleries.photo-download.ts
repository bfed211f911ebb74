import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { photoFor } from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.photo-download";

/** GET /api/galleries/{slug}/photos/{photoId}/download — one downloadable photo; 404 otherwise. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, () => photoFor(request, params.slug, params.photoId));
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
