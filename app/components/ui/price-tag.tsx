import { useTranslation } from "~/i18n/react";
import type { Price } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatEuros } from "~/lib/format";
import { offeredPrice } from "~/lib/promotion";
import { useCampaign } from "~/lib/use-campaign";

/**
 * A price in the page's language. With the key of a service the running campaign covers, the
 * reduced price first and the regular one struck through.
 */
export function PriceTag({ serviceKey, price }: { serviceKey?: string; price: Price }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const campaign = useCampaign();
  const offered = serviceKey ? offeredPrice(serviceKey, price, campaign) : null;

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

  if (offered && offered.eur !== offered.regularEur) {
    const reduced = formatEuros(offered.eur, lang);
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
