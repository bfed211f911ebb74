import { describe, expect, it } from "vitest";
import { isPromotionActive } from "./promotion";

describe("the 30 % campaign", () => {
  it("runs through New Year's Eve in Finnish time", () => {
    expect(isPromotionActive(new Date("2026-11-21T12:00:00Z"))).toBe(true);
    // 23:30 on 31 December in Helsinki is 21:30 UTC.
    expect(isPromotionActive(new Date("2026-12-31T21:30:00Z"))).toBe(true);
  });

  it("has ended once it is 1 January in Helsinki, even while still 31 December in UTC", () => {
    expect(isPromotionActive(new Date("2026-12-31T22:30:00Z"))).toBe(false);
  });
});
