import { languageLocales, type Language } from "~/i18n/languages";
import { kept } from "~/lib/kept";

/**
 * A price in the page's language from integer cents: whole euros without decimals ("149 €"),
 * otherwise with cents ("149,50 €"), since the owner may set any amount.
 */
export function formatCents(cents: number, lang: Language, currency = "EUR"): string {
  const whole = cents % 100 === 0;
  // One formatter per kind, made once: creating one costs far more than using it.
  const format = kept(
    centFormats,
    `${lang} ${currency} ${whole}`,
    () =>
      new Intl.NumberFormat(languageLocales[lang].intl, {
        style: "currency",
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  );
  return format.format(cents / 100);
}

const centFormats = new Map<string, Intl.NumberFormat>();

/** A product's price in the page's language. */
export function formatProductPrice(
  product: { amount: number; currency?: string },
  lang: Language,
): string {
  return formatCents(product.amount, lang, product.currency ?? "EUR");
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A VAT rate as the page's language writes a percentage: "25,5 %", "25.5%". */
export function formatVatRate(vatRateBp: number, lang: Language): string {
  const format = kept(
    rateFormats,
    lang,
    () =>
      new Intl.NumberFormat(languageLocales[lang].intl, {
        style: "percent",
        maximumFractionDigits: 2,
      }),
  );
  return format.format(vatRateBp / 10_000);
}
