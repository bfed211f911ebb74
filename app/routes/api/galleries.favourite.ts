import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import {
  jsonAnswer,
  refuseWithoutAccess,
  unheartFor,
} from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.favourite";

/** DELETE /api/galleries/{slug}/favourites/{photoId} — 200 {selection}; 409 once sent; 404. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") {
      await refuseWithoutAccess(request, params.slug);
      throw methodNotAllowed("DELETE");
    }
    return jsonAnswer(await unheartFor(request, params.slug, params.photoId));
  });
}

/** Another method: 404 without access, as every answer of a gallery one cannot open. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await refuseWithoutAccess(request, params.slug);
    throw methodNotAllowed("DELETE");
  });
}
