import { ArrowRight, Rocket } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/** The four steps, each with where its call to action leads ("Book now" to the form itself). */
const steps = [
  { key: "choose", to: "#tjanster" },
  { key: "plan", to: "#kontakt" },
  { key: "create", to: "/portfolio" },
  { key: "deliver", to: "#boka" },
] as const;

/** The sales funnel: four numbered steps from choosing a service to delivery. */
export function SalesFunnel() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="funnel-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="funnel-heading"
          eyebrow={t("funnel.eyebrow")}
          title={t("funnel.title")}
          lead={t("funnel.lead")}
        />
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const number = index + 1;
            return (
              <li
                key={step.key}
                className="relative flex flex-col rounded-2xl border border-line bg-ink-soft p-6"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-full bg-aurora text-lg font-bold text-ink"
                >
                  {number}
                </span>
                <h3 className="mt-5 text-lg font-semibold">
                  <span className="sr-only">{t("funnel.stepLabel", { number })} </span>
                  {t(`funnel.steps.${step.key}.title`)}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed">
                  {t(`funnel.steps.${step.key}.description`)}
                </p>
                <Link
                  to={step.to.startsWith("#") ? step.to : lp(step.to)}
                  className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-aurora hover:text-aurora-strong hover:underline"
                >
                  {t(`funnel.steps.${step.key}.cta`)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ol>
        <div className="mt-12 text-center">
          <ButtonLink to="#kontakt" className="px-8 py-4 text-base">
            <Rocket className="size-5" aria-hidden="true" />
            {t("funnel.closing")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
