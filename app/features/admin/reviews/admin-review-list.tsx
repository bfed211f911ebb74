import { Check, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ReviewDecision, PublicReview } from "~/features/testimonials/reviews.server";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import { AdminActionForm } from "../admin-action-form";
import { businessDateTime } from "../admin-time";
import { SubmissionHeading } from "../submission-heading";

/** Each review as the visitor wrote it (text only), with the decisions its state allows. */
export function AdminReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  if (reviews.length === 0) return <p>{t("reviews.empty")}</p>;
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => {
        const at = businessDateTime(review.createdAt);
        const decisions: { decision: ReviewDecision; label: string; aria: string }[] = [];
        if (review.status === "pending")
          decisions.push(
            {
              decision: "approve",
              label: t("reviews.approve"),
              aria: t("reviews.approveLabel", { name: review.name }),
            },
            {
              decision: "reject",
              label: t("reviews.reject"),
              aria: t("reviews.rejectLabel", { name: review.name }),
            },
          );
        if (review.status === "approved")
          decisions.push({
            decision: "reject",
            label: t("reviews.takeDown"),
            aria: t("reviews.takeDownLabel", { name: review.name }),
          });
        return (
          <li
            key={review.id}
            // The dashboard links here (#review-<id>).
            id={`review-${review.id}`}
            className="scroll-mt-24 rounded-2xl border border-line bg-ink-soft p-5 target:border-aurora"
          >
            <article aria-label={review.name}>
              <SubmissionHeading name={review.name} status={t(`reviews.status.${review.status}`)} />
              <p className="mt-1 text-sm">
                {t("reviews.rating", { rating: review.rating })} · {t("reviews.service")}:{" "}
                <span className="break-words">{review.service}</span> · {t("reviews.language")}:{" "}
                {review.language} ·{" "}
                {t("reviews.received", {
                  date: `${formatDate(at.date, lang)} ${formatClockTime(at.time, lang)}`,
                })}
              </p>
              <p className="mt-3 break-words whitespace-pre-line text-snow">{review.feedback}</p>
              {decisions.length > 0 && (
                <div className="mt-4 flex flex-wrap gap-2">
                  {decisions.map(({ decision, label, aria }) => (
                    <AdminActionForm
                      key={decision}
                      intent={decision}
                      fields={{ reviewId: review.id }}
                      failureTitle={t("reviews.failedTitle")}
                    >
                      {(busy) => (
                        <Button
                          type="submit"
                          variant={decision === "approve" ? "primary" : "secondary"}
                          disabled={busy}
                          aria-label={aria}
                          className="px-4 py-2"
                        >
                          {decision === "approve" ? (
                            <Check className="size-4" aria-hidden="true" />
                          ) : (
                            <X className="size-4" aria-hidden="true" />
                          )}
                          {label}
                        </Button>
                      )}
                    </AdminActionForm>
                  ))}
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
