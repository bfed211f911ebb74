import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import type { ServicePrice } from "~/features/catalogue/service-view";
import { formatVatRate } from "~/features/shop/product-price";
import type { Language } from "~/i18n/languages";

/**
 * "Alla priser inkl. moms 25,5 %.": said once on every page that shows consumers prices, which
 * always include VAT (docs/decisions/097). Several rates on one page are all named.
 */
export function VatNote({ rates, className }: { rates: number[]; className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = vatNoteText(rates, lang, (rate) => t("price.vatIncluded", { rate }));
  if (text === null) return null;
  return (
    <p className={className ?? "text-sm text-mist"} data-testid="vat-note">
      {text}
    </p>
  );
}

/**
 * The note's text, for a page that writes it on the server (home: the component's code then
 * stays out of its first load, decision 097); null without a rate.
 */
export function vatNoteText(
  rates: number[],
  lang: Language,
  /** The sentence around the rates: common's price.vatIncluded in the page's language. */
  sentence: (rate: string) => string,
): string | null {
  const distinct = [...new Set(rates)].sort((a, b) => b - a);
  if (distinct.length === 0) return null;
  const rate = distinct.map((bp) => formatVatRate(bp, lang)).join(" / ");
  return sentence(rate);
}

/** The rates (basis points) of the catalogue prices a page shows; a quote has none. */
export function serviceVatRates(prices: readonly ServicePrice[]): number[] {
  return prices
    .filter((price) => price.kind !== "quote")
    .map((price) => Math.round(price.vatRate * 100));
}
