import { useTranslation } from "~/i18n/react";
import { onDemand } from "~/lib/on-demand-form";

// Its validation code loads when the visitor nears #ansok (docs/decisions/067).
const ApplicationForm = onDemand(
  () => import("./application-form").then((module) => ({ default: module.ApplicationForm })),
  "ansok",
);
import { freelancerReplyWorkingDays } from "./freelancer-facts";

const checklist = ["contact", "specialization", "experience", "portfolio", "message"] as const;

/** The application (#ansok): what to tell us, and the form. */
export function ApplySection() {
  const { t } = useTranslation("freelancer");
  return (
    <section id="ansok" aria-labelledby="apply-heading" className="bg-ink-soft py-20 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("apply.eyebrow")}
          </p>
          <h2 id="apply-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("apply.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">
            {t("apply.text", { days: freelancerReplyWorkingDays })}
          </p>
          <h3 className="mt-8 text-xl font-semibold">{t("apply.includeTitle")}</h3>
          <ol className="mt-5 space-y-4">
            {checklist.map((item, index) => (
              <li key={item} className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full border border-aurora/50 text-sm font-semibold text-aurora"
                >
                  {index + 1}
                </span>
                <span>{t(`apply.include.${item}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl border border-line bg-ink p-6 sm:p-8">
          <ApplicationForm />
        </div>
      </div>
    </section>
  );
}
