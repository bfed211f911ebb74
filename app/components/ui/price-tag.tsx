import { useTranslation } from "~/i18n/react";
import { promotion } from "~/content/business";
import type { Price } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { campaignPrice, formatEuros } from "~/lib/format";
import { useSite } from "~/lib/use-site";

/** A service price in the page's language; during the campaign, the reduced price first. */
export function PriceTag({ price, campaign = false }: { price: Price; campaign?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const campaignActive = useSite()?.promoActive ?? false;

  if (price.kind === "quote")
    return <span className="font-semibold text-snow">{t("price.onRequest")}</span>;
  const amount = formatEuros(price.eur, lang);
  if (price.kind === "hourly")
    return <span className="font-semibold text-snow">{t("price.perHour", { price: amount })}</span>;
  if (price.kind === "monthlyFrom")
    return (
      <span className="font-semibold text-snow">{t("price.perMonth", { price: amount })}</span>
    );
  if (price.kind === "from")
    return <span className="font-semibold text-snow">{t("price.from", { price: amount })}</span>;

  if (campaign && campaignActive) {
    const reduced = formatEuros(campaignPrice(price.eur, promotion.percentOff), lang);
    return (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-ember">
          {t("price.campaign", { price: reduced })}
        </span>
        <s className="text-sm">{t("price.regular", { price: amount })}</s>
      </span>
    );
  }
  return <span className="text-lg font-bold text-snow">{amount}</span>;
}
