import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/content/business";
import { businessIdCheckDigit, isValidBusinessId } from "./business-id";

describe("Finnish business ID (Y-tunnus)", () => {
  it("accepts real IDs from the trade register", () => {
    // Nokia, Kesko, Elisa, Wärtsilä, Stora Enso, and UPM-Kymmene (remainder 0: check digit 0).
    for (const id of ["0112038-9", "0109862-8", "0116510-6", "0357502-9", "1039050-8", "1041090-0"])
      expect(isValidBusinessId(id), id).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    for (const id of ["0112038-8", "0109862-1", "1041090-1", "0357502-0"])
      expect(isValidBusinessId(id), id).toBe(false);
    // The placeholder the site shipped with: its check digit would be 1.
    expect(isValidBusinessId("3412785-6")).toBe(false);
  });

  it("refuses digits whose remainder is 1: no ID is issued with them", () => {
    // 0000006: 2 · 6 = 12, remainder 1.
    expect(businessIdCheckDigit("0000006")).toBeNull();
    for (let digit = 0; digit <= 9; digit++)
      expect(isValidBusinessId(`0000006-${digit}`)).toBe(false);
  });

  it("computes the check digit from the weights 7, 9, 10, 5, 8, 4, 2", () => {
    expect(businessIdCheckDigit("0000000")).toBe(0);
    expect(businessIdCheckDigit("1000000")).toBe(4); // 7 → 11 − 7
    expect(businessIdCheckDigit("1100000")).toBe(6); // 16, remainder 5
    expect(businessIdCheckDigit("0000011")).toBe(5); // 6
  });

  it("refuses other shapes", () => {
    for (const id of [
      "01120389",
      "112038-9",
      "0112038-",
      "0112038-10",
      " 0112038-9",
      "FI01120389",
      "",
    ])
      expect(isValidBusinessId(id), id).toBe(false);
  });

  it("passes the placeholder ID the site shows until the owner enters the real one", () => {
    expect(isValidBusinessId(defaultBusinessFacts.businessId)).toBe(true);
  });
});
