import { database } from "~/db/client.server";
import type { ReviewStatus } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import {
  decideReview,
  isReviewDecision,
  isReviewStatus,
  type Review,
} from "~/features/testimonials/reviews.server";
import { actorOf, type AdminUser } from "../require-admin.server";

// What the back office does with reviews, whoever asks: the JSON API and the page's forms.

/** `?status=`: one of the statuses, or none for all; anything else is a bad request. */
export function readReviewStatus(params: URLSearchParams): ReviewStatus | undefined {
  const values = params.getAll("status").filter((value) => value !== "");
  if (values.length === 0) return undefined;
  if (values.length > 1 || !isReviewStatus(values[0])) throw new DomainError("badRequest");
  return values[0];
}

/** Approve or reject; an unknown decision is an unknown address. */
export async function applyReviewDecision(
  admin: AdminUser,
  reviewId: string,
  decision: string,
): Promise<Review> {
  if (!isReviewDecision(decision)) throw new DomainError("routeNotFound");
  const { db } = await database();
  return decideReview(db, actorOf(admin), reviewId, decision);
}
