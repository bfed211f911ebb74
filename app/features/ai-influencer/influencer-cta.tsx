import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { PriceTag } from "~/components/ui/price-tag";
import type { ServicePrice } from "~/features/catalogue/service-view";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { serviceVatRates, VatNote } from "~/features/catalogue/vat-note";

/** The closing call to action with the service's price from the catalogue (none if hidden). */
export function InfluencerCta({ price }: { price: ServicePrice | null }) {
  const { t } = useTranslation("aiInfluencer");
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="cta-heading" className="container-page py-24">
      <div className="mx-auto max-w-3xl rounded-3xl border border-aurora/40 bg-gradient-to-br from-ink-raised to-ink-soft p-8 text-center sm:p-12">
        <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{t("cta.text")}</p>
        {price && (
          <p className="mt-6">
            <span className="inline-block rounded-full border border-line bg-ink px-5 py-2">
              <PriceTag price={price} />
            </span>
          </p>
        )}
        {price && <VatNote rates={serviceVatRates([price])} className="mt-2 text-sm text-mist" />}
        <ButtonLink to={lp("/#kontakt")} className="mt-8">
          {t("cta.button")}
        </ButtonLink>
      </div>
    </section>
  );
}
