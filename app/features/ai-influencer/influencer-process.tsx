import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

const steps = ["workshop", "generation", "content", "launch"] as const;

/** The four-step process as an ordered list; the numbers are decoration, the list carries the order. */
export function InfluencerProcess() {
  const { t } = useTranslation("aiInfluencer");
  return (
    <section aria-labelledby="process-heading" className="border-y border-line bg-ink-soft py-20">
      <div className="container-page">
        <SectionHeading
          id="process-heading"
          title={t("process.heading")}
          lead={t("process.lead")}
        />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-2xl border border-line bg-ink-raised p-6">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full border border-aurora/60 bg-ink text-lg font-bold text-aurora"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold">{t(`process.${step}.title`)}</h3>
              <p className="mt-2 leading-relaxed">{t(`process.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
