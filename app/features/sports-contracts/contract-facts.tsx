import { useTranslation } from "~/i18n/react";
import type { SportsFigures } from "./sports-figures";

/** The four key facts of a contract, right under the hero; the figures come from the catalogue. */
export function ContractFacts({ figures }: { figures: SportsFigures }) {
  const { t } = useTranslation("sportsContracts");
  // A figure the catalogue no longer states is left out rather than shown empty.
  const facts = [
    ...(figures.images ? (["images"] as const) : []),
    ...(figures.days ? (["delivery"] as const) : []),
    "discount",
    "priceMatch",
  ] as const;
  return (
    <section aria-label={t("facts.label")} className="border-b border-line bg-ink-soft">
      <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm leading-snug">{t(`facts.${fact}.label`)}</dt>
            <dd className="text-2xl font-bold text-aurora sm:text-3xl">
              {t(`facts.${fact}.value`, figures)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
