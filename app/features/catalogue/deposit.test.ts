import { describe, expect, it } from "vitest";
import { depositCents, depositRefusal } from "./deposit";

describe("depositRefusal", () => {
  const fixed = { kind: "fixed" as const, amount: 20_000 };
  it("takes no deposit, a fixed amount up to the price and a percent of 1–100", () => {
    expect(depositRefusal(null, fixed)).toBeNull();
    expect(depositRefusal({ kind: "amount", value: 20_000 }, fixed)).toBeNull();
    expect(depositRefusal({ kind: "percent", value: 100 }, fixed)).toBeNull();
    expect(depositRefusal({ kind: "percent", value: 1 }, fixed)).toBeNull();
  });
  it("refuses hostile values", () => {
    expect(depositRefusal({ kind: "amount", value: 20_001 }, fixed)).toBe("depositOverPrice");
    expect(depositRefusal({ kind: "amount", value: -5 }, fixed)).toBe("depositInvalid");
    expect(depositRefusal({ kind: "amount", value: 0 }, fixed)).toBe("depositInvalid");
    expect(depositRefusal({ kind: "amount", value: 1.5 }, fixed)).toBe("depositInvalid");
    expect(depositRefusal({ kind: "percent", value: 101 }, fixed)).toBe("depositInvalid");
    expect(depositRefusal({ kind: "percent", value: Number.NaN }, fixed)).toBe("depositInvalid");
    expect(depositRefusal({ kind: "percent", value: 30 }, { kind: "quote", amount: null })).toBe(
      "depositNeedsPrice",
    );
  });
});

describe("depositCents", () => {
  it("rounds a percent half up once", () => {
    expect(depositCents({ kind: "percent", value: 30 }, 17_550)).toBe(5265);
    expect(depositCents({ kind: "percent", value: 33 }, 150)).toBe(50); // 49.5 → 50
    expect(depositCents({ kind: "amount", value: 5000 }, 17_550)).toBe(5000);
    expect(depositCents(null, 17_550)).toBe(0);
  });
});
