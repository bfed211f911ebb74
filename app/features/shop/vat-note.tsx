import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatVatRate } from "./product-price";

/**
 * "Alla priser inkl. moms 25,5 %.": said once on every page that shows consumers prices, which
 * always include VAT (docs/decisions/097). Several rates on one page are all named.
 */
export function VatNote({ rates, className }: { rates: number[]; className?: string }) {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const distinct = [...new Set(rates)].sort((a, b) => b - a);
  const rate = distinct.map((bp) => formatVatRate(bp, lang)).join(" / ");
  return (
    <p className={className ?? "text-sm text-mist"} data-testid="vat-note">
      {t("purchase.vatIncluded", { rate })}
    </p>
  );
}
