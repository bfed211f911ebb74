import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { ReviewInvite } from "~/features/testimonials/review-invite";
import { TestimonialCard } from "~/features/testimonials/testimonial-card";
import { testimonials } from "~/features/testimonials/testimonials";
import { PageSeo } from "~/seo/seo";

export default function TestimonialsPage() {
  const { t } = useTranslation("testimonials");
  return (
    <>
      <PageSeo ns="testimonials" breadcrumbs={[]} />
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-labelledby="testimonials-heading" className="container-page py-20 sm:py-24">
        <h2 id="testimonials-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {t("list.title")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.key}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
      <ReviewInvite />
    </>
  );
}
