import { z } from "~/lib/zod";
import { plainText } from "~/features/submissions/text-fields";
import { maxRating } from "./testimonials";

export const reviewLimits = { name: 100, service: 100, feedback: 1000 } as const;

/**
 * A star rating 1–5: a number from the API, the checked radio's "1"…"5" from the form. Anything
 * else, a missing rating included, is "Välj ett betyg".
 */
const ratingField = z.preprocess(
  (value) => (typeof value === "string" && /^\d$/.test(value) ? Number(value) : value),
  z
    .number({ error: "feedback:validation.ratingRequired" })
    .int("feedback:validation.ratingRequired")
    .min(1, "feedback:validation.ratingRequired")
    .max(maxRating, "feedback:validation.ratingRequired"),
);

// One schema for the feedback form and POST /api/feedback, in the form's order, with the
// spec's messages (translation keys).
export const reviewInputSchema = z.object(
  {
    name: plainText({
      min: 2,
      max: reviewLimits.name,
      tooShort: "feedback:validation.nameTooShort",
      tooLong: "feedback:validation.nameTooLong",
    }),
    service: plainText({
      min: 2,
      max: reviewLimits.service,
      tooShort: "feedback:validation.serviceTooShort",
      tooLong: "feedback:validation.serviceTooLong",
    }),
    rating: ratingField,
    feedback: plainText({
      min: 10,
      max: reviewLimits.feedback,
      tooShort: "feedback:validation.feedbackTooShort",
      tooLong: "feedback:validation.feedbackTooLong",
    }),
  },
  { error: "feedback:validation.nameTooShort" },
);

export type ValidReview = z.output<typeof reviewInputSchema>;
