import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { refuseWithoutAccess, zipFor } from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.download";

/**
 * GET /api/galleries/{slug}/download — the client gallery's downloadable photos (the included
 * ones where the owner allows downloads, and bought extras) as one streamed zip; 404 otherwise.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, () => zipFor(request, params.slug));
}

/** Another method: 404 without access, as every answer of a gallery one cannot open. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    await refuseWithoutAccess(request, params.slug);
    throw methodNotAllowed("GET", "HEAD");
  });
}
