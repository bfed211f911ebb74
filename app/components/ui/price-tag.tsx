import { useTranslation } from "~/i18n/react";
import type { ServicePrice } from "~/features/catalogue/service-view";
import { priceLabel } from "~/features/catalogue/price-label";
import { useLanguage } from "~/i18n/use-localized-path";

/**
 * A catalogue price in the page's language. While the owner's campaign covers the service (the
 * loader gave it a campaign amount), the reduced price first and the regular one struck through.
 */
export function PriceTag({ price }: { price: ServicePrice }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const regular = priceLabel(t, lang, price, price.amount);

  if (price.campaignAmount !== undefined && price.campaignAmount !== price.amount) {
    const reduced = priceLabel(t, lang, price, price.campaignAmount);
    return (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-ember">
          {t("price.campaign", { price: reduced })}
        </span>
        <s className="text-sm">{t("price.regular", { price: regular })}</s>
      </span>
    );
  }
  const fixed = price.kind === "fixed" && !price.unit;
  return (
    <span className={fixed ? "text-lg font-bold text-snow" : "font-semibold text-snow"}>
      {regular}
    </span>
  );
}
