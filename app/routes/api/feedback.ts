import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { publicReview, submitReview } from "~/features/testimonials/reviews.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/feedback";

/**
 * POST /api/feedback {name, service, rating, feedback} — 201 {review} (pending until the owner
 * approves it); 400 with the first message, 429 too many from one address.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const review = await submitReview(request, await readJson(request), requestLanguage(request));
    return Response.json(
      { review: publicReview(review) },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
