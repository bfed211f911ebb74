import { describe, expect, it } from "vitest";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { licenceKeySchema, productEditSchema } from "./admin-orders.schema";
import { readAsExcel } from "../../../../tests/support/excel-csv";
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

const bytes = (csv: string) => new TextEncoder().encode(csv);

describe("ordersCsv", () => {
  it("opens in a Swedish Excel in columns, headings in Swedish, Finnish time, amounts and VAT as numbers", () => {
    const [header, line] = readAsExcel(bytes(ordersCsv([order], "sv")));
    expect(header).toEqual([
      "Order-id",
      "Beställd (finländsk tid)",
      "Status",
      "Produktkod",
      "Produkt",
      "Belopp",
      "Valuta",
      "Köparens e-post",
      "Språk",
      "Betalningstjänst",
      "Ordernummer",
      "Belopp utan moms",
      "Moms",
      "Momssats (%)",
    ]);
    // 08:00 UTC on 24 November is 10:00 in Finland (winter time, UTC+2).
    expect(line).toEqual([
      order.id,
      { date: "2026-11-24", time: "10:00" },
      "Betald",
      "price_windows11_pro",
      "Windows 11 Pro (licens)",
      149,
      "EUR",
      "anna@example.test",
      "fi",
      "test",
      "2026-0042",
      118.73,
      30.27,
      25.5,
    ]);
  });

  it("writes headings and statuses in the owner's language", () => {
    const finnish = readAsExcel(bytes(ordersCsv([order], "fi")));
    expect(finnish[0]!.slice(0, 3)).toEqual(["Tilaustunnus", "Tilattu (Suomen aikaa)", "Tila"]);
    expect(finnish[1]![2]).toBe("Maksettu");
    const english = readAsExcel(bytes(ordersCsv([order], "en")));
    expect(english[0]![1]).toBe("Ordered (Finnish time)");
  });

  it("writes cents with a decimal comma, in the order's currency", () => {
    const amounts = [1, 99, 1250, 169_050, 10_000_000].map((amount) => {
      const [, line] = readAsExcel(bytes(ordersCsv([{ ...order, amount, currency: "SEK" }], "sv")));
      return [line![5], line![6]];
    });
    expect(amounts).toEqual([
      [0.01, "SEK"],
      [0.99, "SEK"],
      [12.5, "SEK"],
      [1690.5, "SEK"],
      [100_000, "SEK"],
    ]);
  });

  it("gives Finnish time on both sides of the clock changes", () => {
    const at = (createdAt: string) =>
      readAsExcel(bytes(ordersCsv([{ ...order, createdAt }], "sv")))[1]![1];
    // Summer time starts on 29 March 2026 at 01:00 UTC (03:00 → 04:00 in Finland) …
    expect(at("2026-03-29T00:59:00.000Z")).toEqual({ date: "2026-03-29", time: "02:59" });
    expect(at("2026-03-29T01:00:00.000Z")).toEqual({ date: "2026-03-29", time: "04:00" });
    // … and ends on 25 October 2026 at 01:00 UTC (04:00 → 03:00).
    expect(at("2026-10-25T00:30:00.000Z")).toEqual({ date: "2026-10-25", time: "03:30" });
    expect(at("2026-10-25T01:30:00.000Z")).toEqual({ date: "2026-10-25", time: "03:30" });
    expect(at("2026-07-01T21:30:00.000Z")).toEqual({ date: "2026-07-02", time: "00:30" });
    expect(at("2026-12-31T22:00:00.000Z")).toEqual({ date: "2027-01-01", time: "00:00" });
  });

  it("keeps a value a spreadsheet would run as a formula as text, and quotes separators, quotes and line breaks", () => {
    const hostile = {
      ...order,
      buyerEmail: '=HYPERLINK("x")',
      product: 'a,b;c "d"\r\nrad två',
    };
    const csv = ordersCsv([hostile], "sv");
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const [, read] = readAsExcel(bytes(csv));
    expect(read).toHaveLength(14);
    expect(read![4]).toBe(hostile.product);
    expect(read![7]).toBe(`'=HYPERLINK("x")`);
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
