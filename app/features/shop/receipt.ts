import type { TFunction } from "i18next";
import type { PaymentProvider } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { wallTimeIn } from "~/lib/business-time";
import { formatClockTime, formatDate } from "~/lib/format";
import { businessTimeZone } from "~/content/business";
import { formatCents, formatVatRate } from "./product-price";

// A paid order's receipt (docs/decisions/097): what the mail and the buyer's receipt page show,
// row for row. Pure, so the page renders it in the browser as the mail does on the server.

export type Receipt = {
  orderNumber: string;
  language: Language;
  /** When it was paid (ISO): the receipt's date, in Finnish time. */
  paidAt: string;
  item: string;
  currency: string;
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRateBp: number;
  provider: PaymentProvider;
  /** When the buyer consented to immediate delivery of digital content (ISO); null otherwise. */
  immediateDeliveryConsentAt: string | null;
  /** When a deposit was paid back through the provider (ISO; decision 109); null otherwise. */
  refundedAt?: string | null;
  seller: { name: string; businessId: string; address: string };
};

export type ReceiptRow = { label: string; value: string };

type T = TFunction<"checkout">;

/** The receipt's lines: seller, number, date, item, net, VAT, total, payment method. */
export function receiptRows(receipt: Receipt, t: T): ReceiptRow[] {
  const lang = receipt.language;
  const money = (cents: number) => formatCents(cents, lang, receipt.currency);
  const paid = wallTimeIn(new Date(receipt.paidAt), businessTimeZone);
  return [
    { label: t("receipt.seller"), value: receipt.seller.name },
    { label: t("receipt.businessId"), value: receipt.seller.businessId },
    { label: t("receipt.address"), value: receipt.seller.address },
    { label: t("receipt.number"), value: receipt.orderNumber },
    { label: t("receipt.date"), value: formatDate(paid.date, lang, "long") },
    { label: t("receipt.item"), value: receipt.item },
    { label: t("receipt.net"), value: money(receipt.netCents) },
    {
      label: t("receipt.vat", { rate: formatVatRate(receipt.vatRateBp, lang) }),
      value: money(receipt.vatCents),
    },
    { label: t("receipt.total"), value: money(receipt.grossCents) },
    { label: t("receipt.method"), value: t(`receipt.methods.${receipt.provider}`) },
  ];
}

/** The durable confirmation of the consent to immediate delivery; null when none was asked. */
export function consentLine(receipt: Receipt, t: T): string | null {
  if (!receipt.immediateDeliveryConsentAt) return null;
  const at = wallTimeIn(new Date(receipt.immediateDeliveryConsentAt), businessTimeZone);
  return t("receipt.consent", {
    date: formatDate(at.date, receipt.language, "long"),
    time: formatClockTime(at.time, receipt.language),
  });
}

/** A deposit paid back: the receipt says so, with the amount and the day (decision 109). */
export function refundLine(receipt: Receipt, t: T): string | null {
  if (!receipt.refundedAt) return null;
  const at = wallTimeIn(new Date(receipt.refundedAt), businessTimeZone);
  return t("receipt.refunded", {
    amount: formatCents(receipt.grossCents, receipt.language, receipt.currency),
    date: formatDate(at.date, receipt.language, "long"),
  });
}
