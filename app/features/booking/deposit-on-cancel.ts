import type { Language } from "~/i18n/languages";
import { formatCents } from "~/features/shop/product-price";

/** A booking's paid deposit, and whether cancelling it now pays it back (decision 109). */
export type DepositOnCancel = { amountCents: number; currency: string; refundable: boolean };

type Words = (
  key: "cancel.depositRefunded" | "cancel.depositKept",
  values: { amount: string },
) => string;

/** The sentence that tells, before the cancel, what becomes of the deposit. */
export function depositOnCancelText(deposit: DepositOnCancel, lang: Language, t: Words): string {
  const amount = formatCents(deposit.amountCents, lang, deposit.currency);
  return t(deposit.refundable ? "cancel.depositRefunded" : "cancel.depositKept", { amount });
}
