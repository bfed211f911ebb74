import { useTranslation } from "~/i18n/react";
import { onDemand } from "~/lib/on-demand-form";

// Its validation code loads when the visitor nears #omdome (docs/decisions/067).
const ReviewForm = onDemand(
  () => import("./review-form").then((module) => ({ default: module.ReviewForm })),
  "omdome",
);

/** The invitation to review, with the feedback form (#omdome). */
export function ReviewSection() {
  const { t } = useTranslation("feedback");
  return (
    <section id="omdome" aria-labelledby="review-heading" className="bg-ink-soft py-20 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("form.eyebrow")}
          </p>
          <h2 id="review-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("form.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t("form.lead")}</p>
        </div>
        <div className="rounded-2xl border border-line bg-ink p-6 sm:p-8">
          <ReviewForm />
        </div>
      </div>
    </section>
  );
}
