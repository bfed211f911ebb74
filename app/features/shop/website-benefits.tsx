import { CircleCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";

const benefitKeys = ["oneTime", "ownership", "launch", "income"] as const;

/** Why buying the ready-made website pays off, as a checklist. */
export function WebsiteBenefits() {
  const { t } = useTranslation("shop");
  return (
    <section aria-labelledby="website-benefits-heading" className="container-page pb-20">
      <div className="mx-auto max-w-3xl rounded-2xl border border-line bg-ink-soft p-6 sm:p-10">
        <h2 id="website-benefits-heading" className="text-3xl font-bold">
          {t("websites.benefits.title")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {benefitKeys.map((key) => (
            <li key={key} className="flex items-start gap-3 text-lg">
              <CircleCheck className="mt-1 size-5 shrink-0 text-aurora" aria-hidden="true" />
              {t(`websites.benefits.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
