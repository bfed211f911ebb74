import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { digitsSvg, digitsWidth } from "./digits.ts";
import { generateJerseyPhoto } from "./jerseys.ts";
import { MARK } from "./marker.ts";

describe("generated jersey photos", () => {
  it("are the same JPEG for the same seed and index, and another for another index", async () => {
    const [a, again, other] = await Promise.all([
      generateJerseyPhoto(9, 0),
      generateJerseyPhoto(9, 0),
      generateJerseyPhoto(9, 6),
    ]);
    expect(again.file.equals(a.file)).toBe(true);
    expect(other.file.equals(a.file)).toBe(false);
    const meta = await sharp(a.file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", a.width, a.height]);
    expect(a.file.includes(MARK)).toBe(true);
  });

  it("label a clear photo with its one number, 1 to 99, and a photo of fronts with none", async () => {
    const [clear, fronts] = await Promise.all([
      generateJerseyPhoto(9, 0),
      generateJerseyPhoto(9, 5),
    ]);
    expect(clear.traits).toContain("clear");
    expect(clear.numbers).toHaveLength(1);
    expect(Number(clear.numbers[0])).toBeGreaterThanOrEqual(1);
    expect(Number(clear.numbers[0])).toBeLessThanOrEqual(99);
    expect(fronts.traits).toContain("no-number");
    expect(fronts.numbers).toEqual([]);
  });
});

describe("digitsSvg", () => {
  it("draws one path per digit and skips anything else", () => {
    const svg = digitsSvg("1a7", { height: 50, color: "#fff" });
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(digitsSvg("", { height: 50, color: "#fff" })).not.toContain("<path");
    expect(digitsWidth("17", 100)).toBeGreaterThan(digitsWidth("7", 100));
  });
});
