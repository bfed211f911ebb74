import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { applyReviewDecision } from "~/features/admin/reviews/admin-reviews-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { publicReview } from "~/features/testimonials/reviews.server";
import type { Route } from "./+types/reviews.decision";

/**
 * POST /api/admin/reviews/{id}/approve | reject — 200 {review}; approved reviews show on
 * /testimonials. 404 unknown review, 409 when it is in another state.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw new DomainError("routeNotFound");
    const review = await applyReviewDecision(admin, params.id, params.decision);
    return Response.json(
      { review: publicReview(review) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
