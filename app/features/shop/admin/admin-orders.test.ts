import { describe, expect, it } from "vitest";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { licenceKeySchema, productEditSchema } from "./admin-orders.schema";
import { ordersCsv, type AdminOrder } from "./admin-orders.server";

const order: AdminOrder = {
  id: "0b6c9a52-7d8e-4f3a-9c1b-2d4e6f8a0b1c",
  orderNumber: "2026-0042",
  status: "paid",
  priceId: "price_windows11_pro",
  product: "Windows 11 Pro (licens)",
  category: "software",
  amount: 14900,
  currency: "EUR",
  vatRateBp: 2550,
  vatAmount: 3027,
  netAmount: 11873,
  immediateDeliveryConsentAt: "2026-11-24T07:59:00.000Z",
  buyerEmail: "anna@example.test",
  language: "fi",
  provider: "test",
  createdAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-24T08:00:00.000Z",
};

describe("ordersCsv", () => {
  it("writes a header and one line per order, as every export is written, with the VAT", () => {
    const csv = ordersCsv([order]);
    expect(
      csv.split("\r\n")[0]!.endsWith(";order_number;net_cents;vat_cents;vat_rate_percent"),
    ).toBe(true);
    expect(csv.startsWith("\uFEFFid;created_at;status;")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      `${order.id};2026-11-24T08:00:00.000Z;paid;price_windows11_pro;Windows 11 Pro (licens);14900;EUR;anna@example.test;fi;test;2026-0042;11873;3027;25.5`,
    );
  });

  it("keeps a value a spreadsheet would run as a formula as text, and quotes separators", () => {
    const csv = ordersCsv([{ ...order, buyerEmail: '=HYPERLINK("x")', product: "a,b;c" }]);
    const line = csv.split("\r\n")[1]!;
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain(`"a,b;c"`);
  });
});

describe("the owner's inputs", () => {
  it("reads a price in euros as integer cents, with a comma or a point", () => {
    expect(
      parseInput(productEditSchema, { price: "149", vatRate: "25,5", active: true }).price,
    ).toBe(14900);
    expect(
      parseInput(productEditSchema, { price: "89,50", vatRate: "24", active: true }).price,
    ).toBe(8950);
    expect(
      parseInput(productEditSchema, { price: "1.99", vatRate: "0", active: false }).price,
    ).toBe(199);
  });

  it("refuses a price below 1 euro, above 100 000, or with more than two decimals", () => {
    for (const price of ["0", "0,50", "100000,01", "1,234", "-5", "abc", ""])
      expect(
        () => parseInput(productEditSchema, { price, vatRate: "25,5", active: true }),
        price,
      ).toThrow(DomainError);
  });

  it("reads a VAT rate in per cent as basis points, with integer maths", () => {
    const rate = (vatRate: unknown) =>
      parseInput(productEditSchema, { price: "10", vatRate, active: true }).vatRate;
    expect(rate("25,5")).toBe(2550);
    expect(rate("25.5")).toBe(2550);
    expect(rate(" 14 ")).toBe(1400);
    expect(rate("10")).toBe(1000);
    expect(rate("0")).toBe(0);
    expect(rate("100")).toBe(10_000);
    // 0.29 × 100 is 28.999… in floating point; the digits give 29.
    expect(rate("0,29")).toBe(29);
  });

  it("refuses a VAT rate that is hostile, oversized, negative, above 100 or too precise", () => {
    for (const vatRate of [
      "",
      "-1",
      "100,01",
      "101",
      "25,555",
      "25%",
      "1e2",
      "0x10",
      "25,5; DROP TABLE products",
      "<script>alert(1)</script>",
      "9".repeat(10_000),
      "٢٥",
      undefined,
      25.5,
      null,
      ["25"],
    ])
      expect(
        () => parseInput(productEditSchema, { price: "10", vatRate, active: true }),
        String(vatRate).slice(0, 20),
      ).toThrow(DomainError);
  });

  it("takes a licence key as one trimmed line of at most 200 characters", () => {
    expect(parseInput(licenceKeySchema, { key: "  AAAA-BBBB\n CCCC " }).key).toBe("AAAA-BBBB CCCC");
    expect(() => parseInput(licenceKeySchema, { key: "   " })).toThrow(DomainError);
    expect(() => parseInput(licenceKeySchema, { key: "x".repeat(201) })).toThrow(DomainError);
  });
});
