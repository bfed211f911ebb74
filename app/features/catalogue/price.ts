// The one price module (docs/decisions/084): integer cents, VAT in basis points, rounding per
// line. Services and shop alike call it, so a page, a mail, a receipt and the chat compute the
// same figure. Pure: no database, no clock.

/** Finland's general VAT rate from 1 September 2024: 25.5 %, as basis points. */
export const finnishGeneralVatBp = 2550;

/**
 * The campaign price of a VAT-inclusive amount: `percent` off, rounded down to whole euros (in
 * the customer's favour; 175 € at 30 % is 122 €, as the spec's Swedish figures say).
 */
export function campaignAmount(amountCents: number, percent: number): number {
  assertCents(amountCents);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`Not a whole percentage: ${percent}`);
  // Integer maths: cents × (100 − percent) is exact; one division, then down to whole euros.
  return Math.floor((amountCents * (100 - percent)) / 10_000) * 100;
}

/**
 * The VAT contained in a VAT-inclusive line: amount × rate / (1 + rate), rounded half up to whole
 * cents, once per line (never per unit, never on a sum of lines).
 */
export function vatIncluded(grossCents: number, vatRateBp: number): number {
  assertCents(grossCents);
  assertRate(vatRateBp);
  return Math.round((grossCents * vatRateBp) / (10_000 + vatRateBp));
}

/** The line without its VAT: what the receipt shows as the taxable amount. */
export function netOf(grossCents: number, vatRateBp: number): number {
  return grossCents - vatIncluded(grossCents, vatRateBp);
}

/** A VAT-inclusive line split as a receipt shows it: rate, VAT (half up, once), net. */
export type VatBreakdown = {
  grossCents: number;
  vatRateBp: number;
  vatCents: number;
  netCents: number;
};

export function vatBreakdown(grossCents: number, vatRateBp: number): VatBreakdown {
  const vatCents = vatIncluded(grossCents, vatRateBp);
  return { grossCents, vatRateBp, vatCents, netCents: grossCents - vatCents };
}

/** A line of `quantity` units ("3 h × 60 €"): integer cents, no rounding needed. */
export function lineAmount(unitCents: number, quantity: number): number {
  assertCents(unitCents);
  if (!Number.isInteger(quantity) || quantity < 0)
    throw new RangeError(`Not a whole quantity: ${quantity}`);
  return unitCents * quantity;
}

/** The rate as the API shows it: 2550 → 25.5 (per cent). */
export const vatPercent = (vatRateBp: number): number => vatRateBp / 100;

/** 25.5 (per cent) → 2550; two decimals at most. */
export function vatBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  assertRate(bp);
  return bp;
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not cents: ${cents}`);
}

function assertRate(bp: number) {
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new RangeError(`Not a VAT rate: ${bp}`);
}
