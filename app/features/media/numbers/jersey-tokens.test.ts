import { describe, expect, it } from "vitest";
import { jerseyTokens } from "./jersey-tokens";

describe("jerseyTokens", () => {
  it("keeps one to three digits standing on their own", () => {
    expect(jerseyTokens("17")).toEqual(["17"]);
    expect(jerseyTokens("7")).toEqual(["7"]);
    expect(jerseyTokens("123")).toEqual(["123"]);
    expect(jerseyTokens("21 71 19")).toEqual(["21", "71", "19"]);
  });

  it("keeps 0, 00 and a leading zero as written", () => {
    expect(jerseyTokens("0")).toEqual(["0"]);
    expect(jerseyTokens("00")).toEqual(["00"]);
    expect(jerseyTokens("07")).toEqual(["07"]);
  });

  it("drops marks around a number", () => {
    expect(jerseyTokens("#17")).toEqual(["17"]);
    expect(jerseyTokens("17.")).toEqual(["17"]);
    expect(jerseyTokens("(7)")).toEqual(["7"]);
    expect(jerseyTokens("'88'")).toEqual(["88"]);
  });

  it("folds full-width and circled digits to ASCII", () => {
    expect(jerseyTokens("１７")).toEqual(["17"]);
    expect(jerseyTokens("⑰")).toEqual(["17"]);
  });

  it("refuses digits joined to letters", () => {
    expect(jerseyTokens("A17")).toEqual([]);
    expect(jerseyTokens("U18")).toEqual([]);
    expect(jerseyTokens("17B")).toEqual([]);
    expect(jerseyTokens("MUIK")).toEqual([]);
  });

  it("refuses years, clocks, scores and decimals", () => {
    expect(jerseyTokens("2025")).toEqual([]);
    expect(jerseyTokens("12:45")).toEqual([]);
    expect(jerseyTokens("2-2")).toEqual([]);
    expect(jerseyTokens("1.5")).toEqual([]);
    expect(jerseyTokens("1234567")).toEqual([]);
  });

  it("finds the numbers among other words and reads nothing into empty text", () => {
    expect(jerseyTokens("MUIK 17 2025 Virkiä #9")).toEqual(["17", "9"]);
    expect(jerseyTokens("")).toEqual([]);
    expect(jerseyTokens("   ")).toEqual([]);
    expect(jerseyTokens("生")).toEqual([]);
  });

  it("stays linear on a long hostile line", () => {
    const line = `${"#".repeat(50_000)}1${"#".repeat(50_000)} ${"9 ".repeat(10_000)}`;
    const started = performance.now();
    expect(jerseyTokens(line)).toHaveLength(10_001);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
