import { Quote } from "lucide-react";
import type { ApprovedReview } from "./reviews.server";
import { StarRating } from "./star-rating";

/**
 * A visitor's approved review, beside the static testimonials. Everything in it is text the
 * visitor typed: React escapes it, nothing is ever rendered as HTML.
 */
export function ReviewCard({ review }: { review: ApprovedReview }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-line bg-ink-soft p-7 sm:p-8">
      <Quote className="absolute top-7 right-7 size-10 text-aurora/25" aria-hidden="true" />
      <StarRating rating={review.rating} />
      <blockquote className="mt-6 flex-1 text-lg leading-relaxed break-words whitespace-pre-line text-snow">
        <p>{review.feedback}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-aurora text-lg font-bold text-ink"
        >
          {review.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-snow">{review.name}</p>
          <p className="mt-1 text-sm">
            <span className="rounded-full border border-line bg-ink-raised px-2.5 py-0.5 break-words">
              {review.service}
            </span>
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
