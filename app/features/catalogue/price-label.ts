import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { formatCents } from "~/lib/format";
import type { ServicePrice } from "./service-view";

/** The common texts a price is written with (common:price.*). */
export type PriceKey =
  "from" | "perHour" | "perEvent" | "monthly" | "perMonth" | "fromPerEvent" | "onRequest";

/** Which text a price of this kind and unit reads as: "60 €/timme", "Från 350 €/månad". */
export function priceKey(price: Pick<ServicePrice, "kind" | "unit">): PriceKey | null {
  if (price.kind === "quote") return "onRequest";
  if (price.kind === "hourly") return "perHour";
  if (price.kind === "from")
    return price.unit === "month" ? "perMonth" : price.unit === "event" ? "fromPerEvent" : "from";
  if (price.unit === "event") return "perEvent";
  if (price.unit === "month") return "monthly";
  return null;
}

/**
 * A catalogue price as words in `lang`, for `amount` (cents; the regular or the campaign one):
 * pages, the banner and the structured data's neighbours all say it the same way.
 */
export function priceLabel(
  t: TFunction<"common">,
  lang: Language,
  price: Pick<ServicePrice, "kind" | "unit">,
  amount: number | undefined,
): string {
  const key = priceKey(price);
  if (key === "onRequest" || amount === undefined) return t("price.onRequest");
  const formatted = formatCents(amount, lang);
  return key ? t(`price.${key}`, { price: formatted }) : formatted;
}
