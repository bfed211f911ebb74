import { describe, expect, it } from "vitest";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { licenceKeySchema, productEditSchema } from "./admin-orders.schema";
import { ordersCsv, type AdminOrder } from "./admin-orders.server";

const order: AdminOrder = {
  id: "0b6c9a52-7d8e-4f3a-9c1b-2d4e6f8a0b1c",
  status: "paid",
  priceId: "price_windows11_pro",
  product: "Windows 11 Pro (licens)",
  category: "software",
  amount: 14900,
  currency: "EUR",
  buyerEmail: "anna@example.test",
  language: "fi",
  provider: "test",
  createdAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-24T08:00:00.000Z",
};

describe("ordersCsv", () => {
  it("writes a header and one line per order, as every export is written", () => {
    const csv = ordersCsv([order]);
    expect(csv.startsWith("\uFEFFid;created_at;status;")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      `${order.id};2026-11-24T08:00:00.000Z;paid;price_windows11_pro;Windows 11 Pro (licens);14900;EUR;anna@example.test;fi;test`,
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
    expect(parseInput(productEditSchema, { price: "149", active: true }).price).toBe(14900);
    expect(parseInput(productEditSchema, { price: "89,50", active: true }).price).toBe(8950);
    expect(parseInput(productEditSchema, { price: "1.99", active: false }).price).toBe(199);
  });

  it("refuses a price below 1 euro, above 100 000, or with more than two decimals", () => {
    for (const price of ["0", "0,50", "100000,01", "1,234", "-5", "abc", ""])
      expect(() => parseInput(productEditSchema, { price, active: true }), price).toThrow(
        DomainError,
      );
  });

  it("takes a licence key as one trimmed line of at most 200 characters", () => {
    expect(parseInput(licenceKeySchema, { key: "  AAAA-BBBB\n CCCC " }).key).toBe("AAAA-BBBB CCCC");
    expect(() => parseInput(licenceKeySchema, { key: "   " })).toThrow(DomainError);
    expect(() => parseInput(licenceKeySchema, { key: "x".repeat(201) })).toThrow(DomainError);
  });
});
