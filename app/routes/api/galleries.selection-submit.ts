import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import {
  jsonAnswer,
  refuseWithoutAccess,
  submitFor,
} from "~/features/galleries/proofing/proofing-api.server";
import type { Route } from "./+types/galleries.selection-submit";

/**
 * POST /api/galleries/{slug}/selection/submit — sends and locks the selection, and mails the
 * owner (docs/decisions/102): 200 {selection}; 400 when nothing is picked; 409 when sent; 404.
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") {
      await refuseWithoutAccess(request, params.slug);
      throw methodNotAllowed("POST");
    }
    return jsonAnswer(await submitFor(request, params.slug));
  });
}

/** Another method: 404 without access, as every answer of a gallery one cannot open. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await refuseWithoutAccess(request, params.slug);
    throw methodNotAllowed("POST");
  });
}
