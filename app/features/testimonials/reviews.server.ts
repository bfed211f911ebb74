import { asc, count, desc, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { reviews, reviewStatuses, type ReviewStatus } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { reviewReceivedOwner } from "~/features/mail/submission-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { ownerAddress } from "~/features/submissions/owner-address.server";
import { countSubmission } from "~/features/submissions/submission-limits.server";
import { clientRateLimitKey } from "~/lib/client-address";
import { localizePath, type Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { reviewInputSchema, type ValidReview } from "./review.schema";

export type Review = typeof reviews.$inferSelect;

/** A review as the API and the back office show it. */
export function publicReview(review: Review) {
  return {
    id: review.id,
    name: review.name,
    service: review.service,
    rating: review.rating,
    feedback: review.feedback,
    language: review.language,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    decidedAt: review.decidedAt?.toISOString() ?? null,
  };
}
export type PublicReview = ReturnType<typeof publicReview>;

/**
 * Stores a review as pending with the page's language and queues the owner's notice in the
 * same transaction. Only accepted reviews count against the client's hourly limit.
 */
export async function createReview(
  db: Database,
  input: ValidReview,
  language: Language,
  { clientAddress, now = clockNow() }: { clientAddress: string; now?: Date },
): Promise<Review> {
  await countSubmission(db, "feedback", clientAddress, now);
  return db.transaction(async (tx) => {
    const [review] = await tx
      .insert(reviews)
      .values({ ...input, language })
      .returning();
    await enqueueEmail(tx, {
      to: ownerAddress(),
      ...reviewReceivedOwner({
        ...input,
        language,
        adminUrl: `${config().publicUrl}${localizePath("/admin/reviews", "sv")}`,
      }),
    });
    return review!;
  });
}

/** What the feedback form's action and POST /api/feedback both do with a submission. */
export async function submitReview(
  request: Request,
  input: unknown,
  language: Language,
): Promise<Review> {
  const valid = parseInput(reviewInputSchema, input);
  const { db } = await database();
  const review = await createReview(db, valid, language, {
    clientAddress: clientRateLimitKey(request),
  });
  kickMailer();
  return review;
}

/** The approved reviews, oldest first (they follow the owner's testimonials on the page). */
export async function approvedReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      name: reviews.name,
      service: reviews.service,
      rating: reviews.rating,
      feedback: reviews.feedback,
    })
    .from(reviews)
    .where(eq(reviews.status, "approved"))
    .orderBy(asc(reviews.decidedAt), asc(reviews.id));
}
export type ApprovedReview = Awaited<ReturnType<typeof approvedReviews>>[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === "string" && (reviewStatuses as readonly string[]).includes(value);
}

/** The back office's list: one status (all without), newest first. */
export async function listReviews(db: Database, status?: ReviewStatus): Promise<Review[]> {
  return db
    .select()
    .from(reviews)
    .where(status ? eq(reviews.status, status) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(500);
}

export async function pendingReviewCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reviews)
    .where(eq(reviews.status, "pending"));
  return row?.count ?? 0;
}

export type ReviewDecision = "approve" | "reject";

/**
 * Which states a decision may start from: a pending review is approved or rejected; an
 * approved one can still be taken down (rejected). Anything else is "wrongReviewState".
 */
const decisionFrom: Record<ReviewDecision, ReviewStatus[]> = {
  approve: ["pending"],
  reject: ["pending", "approved"],
};
const decisionTo: Record<ReviewDecision, ReviewStatus> = {
  approve: "approved",
  reject: "rejected",
};

export function isReviewDecision(value: string): value is ReviewDecision {
  return Object.hasOwn(decisionFrom, value);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's decision, with its audit entry in the same transaction. */
export async function decideReview(
  db: Database,
  actor: AdminActor,
  reviewId: string,
  decision: ReviewDecision,
): Promise<Review> {
  if (!uuidPattern.test(reviewId)) throw new DomainError("reviewNotFound");
  return db.transaction(async (tx) => {
    // Locked, so two decisions at once are taken one after the other.
    const [existing] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!existing) throw new DomainError("reviewNotFound");
    if (!decisionFrom[decision].includes(existing.status))
      throw new DomainError("wrongReviewState");
    const [changed] = await tx
      .update(reviews)
      .set({ status: decisionTo[decision], decidedAt: sql`now()` })
      .where(eq(reviews.id, reviewId))
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: `review.${decision}`,
      target: `review:${reviewId}`,
      before: { status: existing.status },
      after: { status: changed!.status },
    });
    return changed!;
  });
}
