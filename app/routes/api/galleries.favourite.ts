import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { jsonAnswer, unheartFor } from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.favourite";

/** DELETE /api/galleries/{slug}/favourites/{photoId} — 200 {selection}; 409 once sent; 404. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") throw methodNotAllowed("DELETE");
    return jsonAnswer(await unheartFor(request, params.slug, params.photoId));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("DELETE");
  });
}
