import { describe, expect, it } from "vitest";
import { formatCents, formatVatRate } from "./product-price";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("a product's price", () => {
  it("shows whole euros without decimals and other amounts with cents, in turns", () => {
    // The formatters are kept per language, currency and kind: each call still gets its own.
    expect(plain(formatCents(14900, "sv"))).toBe("149 €");
    expect(plain(formatCents(14950, "sv"))).toBe("149,50 €");
    expect(plain(formatCents(14900, "sv"))).toBe("149 €");
    expect(formatCents(14950, "en")).toBe("€149.50");
    expect(formatCents(14900, "en")).toBe("€149");
    expect(plain(formatCents(14950, "fi"))).toBe("149,50 €");
    expect(plain(formatCents(2000, "sv", "SEK"))).toBe("20 kr");
  });
});

describe("a VAT rate", () => {
  it("is written as each language writes a percentage", () => {
    expect(plain(formatVatRate(2550, "sv"))).toBe("25,5 %");
    expect(plain(formatVatRate(2550, "fi"))).toBe("25,5 %");
    expect(formatVatRate(2550, "en")).toBe("25.5%");
    expect(plain(formatVatRate(1400, "fi"))).toBe("14 %");
    expect(formatVatRate(0, "en")).toBe("0%");
  });
});
