import { useId } from "react";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { nordicPriceCurrencies } from "../buyer-currency";
import { useTranslation } from "~/i18n/react";

/** Cents as the owner types them back: "1490", "1490,50"; empty when there is no price. */
function typed(cents: number | undefined): string {
  if (cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

/**
 * A product's optional prices in crowns (docs/decisions/098), inside the product's form: one
 * field per currency, empty for none.
 */
export function NordicPriceFields({
  prices,
}: {
  prices: Partial<Record<(typeof nordicPriceCurrencies)[number], number>>;
}) {
  const { t } = useTranslation("checkout");
  const hintId = useId();
  return (
    <fieldset className="grid basis-full gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold">{t("nordicPrices.legend")}</legend>
      <p id={hintId} className="text-sm text-mist">
        {t("nordicPrices.hint")}
      </p>
      <div className="flex flex-wrap gap-4">
        {nordicPriceCurrencies.map((currency) => (
          <label key={currency} className="grid gap-1 text-sm">
            {t(`nordicPrices.${currency}`)}
            <input
              name={`price${currency}`}
              inputMode="decimal"
              defaultValue={typed(prices[currency])}
              pattern="[\d\s]{1,9}([.,]\d{1,2})?"
              className={`${inputClass} ${inputBorder(false)} w-36 py-2`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
