import { useTranslation } from "~/i18n/react";
import { eventRates } from "~/content/services";

const facts = ["images", "delivery", "discount", "priceMatch"] as const;

/** The four key facts of a contract, right under the hero; numbers come from content. */
export function ContractFacts() {
  const { t } = useTranslation("sportsContracts");
  const values = {
    images: eventRates.sportsImagesPerEvent,
    hours: eventRates.sportsDeliveryHours,
    percent: eventRates.multiYearDiscountPercent,
  };
  return (
    <section aria-label={t("facts.label")} className="border-b border-line bg-ink-soft">
      <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm leading-snug">{t(`facts.${fact}.label`)}</dt>
            <dd className="text-2xl font-bold text-aurora sm:text-3xl">
              {t(`facts.${fact}.value`, values)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
