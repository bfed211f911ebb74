import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { readReviewStatus } from "~/features/admin/reviews/admin-reviews-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { listReviews, publicReview } from "~/features/testimonials/reviews.server";
import type { Route } from "./+types/reviews";

/** GET /api/admin/reviews?status=pending|approved|rejected — newest first; 400 bad status. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const status = readReviewStatus(new URL(request.url).searchParams);
    const { db } = await database();
    const list = await listReviews(db, status);
    return Response.json(
      { reviews: list.map(publicReview) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
