import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { database } from "~/db/client.server";
import { submissionFormAction } from "~/features/submissions/submission-action.server";
import { aggregateRatingJsonLd } from "~/features/testimonials/aggregate-rating";
import { ReviewSection } from "~/features/testimonials/review-section";
import { approvedReviews, submitReview } from "~/features/testimonials/reviews.server";
import { TestimonialCard } from "~/features/testimonials/testimonial-card";
import { localizedOrSv } from "~/features/settings/site-settings";
import { useBusiness } from "~/features/settings/use-settings";
import { localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { pageLanguage } from "~/i18n/request-language";
import { usePageAddress } from "~/seo/public-origin";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/testimonials";

export async function loader() {
  const { db } = await database();
  return { reviews: await approvedReviews(db) };
}

/** The feedback form (#omdome) posts here; the review waits for the owner's approval. */
export function action({ request }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  return submissionFormAction(request, lang, {
    intent: "feedback",
    submit: (fields) => submitReview(request, fields, lang),
    flash: "reviewSent",
    returnTo: `${localizePath("/testimonials", lang)}#omdome`,
  });
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("testimonials");
  const { origin } = usePageAddress();
  const business = useBusiness();
  const lang = useLanguage();
  // Only the reviews sent through the form and approved count: the owner's testimonials have no
  // stars and are not reviews.
  const rating = aggregateRatingJsonLd(
    origin,
    business,
    loaderData.reviews.map((review) => review.rating),
  );
  return (
    <>
      <PageSeo ns="testimonials" breadcrumbs={[]} jsonLd={rating ? [rating] : []} />
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-labelledby="testimonials-heading" className="container-page py-20 sm:py-24">
        <h2 id="testimonials-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {t("list.title")}
        </h2>
        {business.testimonials.length + loaderData.reviews.length === 0 ? (
          <p className="text-center text-lg">{t("list.empty")}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {business.testimonials.map((testimonial, index) => (
              <li key={`owner-${index}`}>
                <TestimonialCard
                  name={testimonial.name}
                  service={localizedOrSv(testimonial.service, lang)}
                  quote={localizedOrSv(testimonial.quote, lang)}
                />
              </li>
            ))}
            {loaderData.reviews.map((review) => (
              <li key={review.id}>
                <TestimonialCard
                  name={review.name}
                  service={review.service}
                  quote={review.feedback}
                  rating={review.rating}
                  verified
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReviewSection />
    </>
  );
}
