import { useTranslation } from "~/i18n/react";
import {
  amountText,
  campaignPriceText,
  hasCampaignPrice,
  priceText,
  type BookingPrice,
  type PriceWords,
} from "./booking-price";
import { languageOf } from "./language-of";

/**
 * A service's price as the booking form and my bookings show it: during the campaign the
 * ordinary price struck through beside the campaign's, read out as one phrase.
 */
export function ServicePrice({ price }: { price: BookingPrice }) {
  const { t, i18n } = useTranslation("booking");
  const lang = languageOf(i18n);
  // i18next's types cannot check one call's values against a union of keys: the keys are
  // PriceWords' own, each with its {{price}} (and {{regular}}).
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const words: PriceWords = (key, values) => translate(`price.${key}`, values);
  if (!hasCampaignPrice(price))
    return <span className="shrink-0 tabular-nums">{priceText(price, lang, words)}</span>;
  return (
    <span className="shrink-0 text-right tabular-nums">
      <span className="sr-only">{campaignPriceText(price, lang, words)}</span>
      <span aria-hidden="true">
        <s className="mr-1.5 text-mist">{amountText(price, price.amount, lang, words)}</s>
        <span className="font-semibold text-aurora">
          {amountText(price, price.campaignAmount, lang, words)}
        </span>
      </span>
    </span>
  );
}
