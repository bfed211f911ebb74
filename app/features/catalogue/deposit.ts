import type { DepositKind, PriceKind } from "~/db/schema";

// A service's deposit (decision 109): what a booking of it pays at the checkout before it
// counts as a request. Integer cents including VAT; a percent is of the price the customer is
// shown, rounded half up once, so the receipt's amount is the one the booking page named.

export type Deposit = { kind: DepositKind; value: number };

/** Why a deposit cannot go with a price, as a message key's last part; null when it can. */
export function depositRefusal(
  deposit: Deposit | null | undefined,
  price: { kind: PriceKind; amount: number | null },
): "depositInvalid" | "depositNeedsPrice" | "depositOverPrice" | null {
  if (!deposit) return null;
  const { kind, value } = deposit;
  if (!Number.isInteger(value) || value < 1) return "depositInvalid";
  if (kind === "percent") {
    if (value > 100) return "depositInvalid";
    // A percent of a quote is nothing the customer could be shown.
    return price.amount === null ? "depositNeedsPrice" : null;
  }
  // A fixed deposit may not exceed a fixed price; an hourly or "from" price says too little.
  if (price.amount !== null && price.kind === "fixed" && value > price.amount)
    return "depositOverPrice";
  return value > 10_000_000 ? "depositInvalid" : null;
}

/** The cents a booking pays as its deposit, from the price it was shown; 0 for none. */
export function depositCents(deposit: Deposit | null, shownPrice: number | null): number {
  if (!deposit) return 0;
  if (deposit.kind === "amount") return deposit.value;
  if (shownPrice === null) return 0;
  return Math.floor((shownPrice * deposit.value + 50) / 100);
}

/** The service row's two columns as a deposit, or null. */
export function depositOf(row: {
  depositKind: DepositKind | null;
  depositValue: number | null;
}): Deposit | null {
  return row.depositKind && row.depositValue
    ? { kind: row.depositKind, value: row.depositValue }
    : null;
}
