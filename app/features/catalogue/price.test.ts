import { describe, expect, it } from "vitest";
import {
  campaignAmount,
  finnishGeneralVatBp,
  lineAmount,
  netOf,
  vatBasisPoints,
  vatBreakdown,
  vatIncluded,
  vatPercent,
} from "./price";

describe("campaign price", () => {
  it("gives the spec's Swedish figures for 30 % off the five campaign services", () => {
    const regular = [17_500, 35_000, 49_000, 28_000, 21_000];
    expect(regular.map((cents) => campaignAmount(cents, 30))).toEqual([
      12_200, 24_500, 34_300, 19_600, 14_700,
    ]);
  });

  it("rounds down to whole euros, never up", () => {
    expect(campaignAmount(9_999, 10)).toBe(8_900); // 89.991 €
    expect(campaignAmount(100, 1)).toBe(0); // 0.99 €
    expect(campaignAmount(14_950, 0)).toBe(14_900);
    expect(campaignAmount(35_000, 100)).toBe(0);
  });

  it("refuses what is not cents or a whole percentage", () => {
    expect(() => campaignAmount(1.5, 30)).toThrow(RangeError);
    expect(() => campaignAmount(-100, 30)).toThrow(RangeError);
    expect(() => campaignAmount(100, 30.5)).toThrow(RangeError);
    expect(() => campaignAmount(100, 101)).toThrow(RangeError);
  });
});

describe("VAT contained in a VAT-inclusive price", () => {
  it("is amount × rate / (1 + rate), half up to whole cents, per line", () => {
    // 175 € × 25.5 / 125.5 = 35.5577… €
    expect(vatIncluded(17_500, finnishGeneralVatBp)).toBe(3_556);
    expect(netOf(17_500, finnishGeneralVatBp)).toBe(13_944);
    // 60 € × 0.255 / 1.255 = 12.1912 €
    expect(vatIncluded(6_000, 2_550)).toBe(1_219);
    // 14 % (food), 10 % (books): other rates work the same
    expect(vatIncluded(11_400, 1_400)).toBe(1_400);
    expect(vatIncluded(11_000, 1_000)).toBe(1_000);
    expect(vatIncluded(5_000, 0)).toBe(0);
  });

  it("rounds once per line, not per unit", () => {
    // 1 € × 0.255 / 1.255 = 0.2032 € a unit; three units: 0.6096 €
    expect(vatIncluded(100, 2_550) * 3).toBe(60);
    expect(vatIncluded(lineAmount(100, 3), 2_550)).toBe(61);
  });

  it("converts the rate between basis points and per cent", () => {
    expect(vatPercent(2_550)).toBe(25.5);
    expect(vatBasisPoints(25.5)).toBe(2_550);
    expect(vatBasisPoints(24)).toBe(2_400);
    expect(() => vatBasisPoints(101)).toThrow(RangeError);
  });
});

describe("a line of several units", () => {
  it("multiplies: three hours at 60 € is 180 €", () => {
    expect(lineAmount(6_000, 3)).toBe(18_000);
    expect(lineAmount(21_000, 0)).toBe(0);
    expect(() => lineAmount(6_000, 1.5)).toThrow(RangeError);
  });
});

describe("a receipt line's VAT, to the cent, for each Finnish rate", () => {
  // gross × rate / (1 + rate), half up: worked by hand, not by the function under test.
  it.each([
    // 25.5 %: 149 € → 30.2749… → 30.27; 89 € → 18.0837… → 18.08; 0.50 € → 0.1016 → 0.10
    [14_900, 2_550, 3_027, 11_873],
    [8_900, 2_550, 1_808, 7_092],
    [50, 2_550, 10, 40],
    // 14 %: 99 € → 12.1578… → 12.16; 10 €  → 1.2280… → 1.23
    [9_900, 1_400, 1_216, 8_684],
    [1_000, 1_400, 123, 877],
    // 10 %: 55 € → 5.00 exactly; 12.34 € → 1.1218… → 1.12
    [5_500, 1_000, 500, 5_000],
    [1_234, 1_000, 112, 1_122],
    // 0 %: nothing
    [14_900, 0, 0, 14_900],
  ])("%i cents at %i bp: VAT %i, net %i", (gross, rate, vat, net) => {
    expect(vatBreakdown(gross, rate)).toEqual({
      grossCents: gross,
      vatRateBp: rate,
      vatCents: vat,
      netCents: net,
    });
  });

  it("rounds an exact half cent up", () => {
    // At 25.5, 14 and 10 % a line's VAT never ends in exactly half a cent (gross × 102 / 502,
    // × 7 / 57, / 11); at 100 % one cent holds half a cent of VAT.
    expect(vatBreakdown(1, 10_000)).toMatchObject({ vatCents: 1, netCents: 0 });
    expect(vatBreakdown(3, 10_000)).toMatchObject({ vatCents: 2, netCents: 1 });
  });

  it("refuses a rate that is no rate and an amount that is no cents", () => {
    expect(() => vatBreakdown(100, 10_001)).toThrow(RangeError);
    expect(() => vatBreakdown(100, -1)).toThrow(RangeError);
    expect(() => vatBreakdown(100, 25.5)).toThrow(RangeError);
    expect(() => vatBreakdown(1.5, 2_550)).toThrow(RangeError);
  });
});
