import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import {
  heartFor,
  jsonAnswer,
  refuseWithoutAccess,
} from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.favourites";

/**
 * POST /api/galleries/{slug}/favourites {photoId, note?} — hearts a photo of a client gallery or
 * changes its note (docs/decisions/102): 200 {favourite, selection}; 409 over the limit or once
 * the selection is sent; 404 without access, or for a photo of another gallery.
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") {
      await refuseWithoutAccess(request, params.slug);
      throw methodNotAllowed("POST");
    }
    return jsonAnswer(await heartFor(request, params.slug));
  });
}

/** Another method: 404 without access, as every answer of a gallery one cannot open. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await refuseWithoutAccess(request, params.slug);
    throw methodNotAllowed("POST");
  });
}
