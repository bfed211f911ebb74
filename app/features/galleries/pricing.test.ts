import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capReachedAt, photosAmount } from "./pricing";

const hockey = { perPhoto: 800, fullGallery: 8900 };

describe("the price of photos from a gallery", () => {
  it("charges per photo up to the whole gallery's price", () => {
    expect(photosAmount(1, 240, hockey)).toBe(800);
    expect(photosAmount(10, 240, hockey)).toBe(8000);
    expect(photosAmount(11, 240, hockey)).toBe(8800);
    expect(photosAmount(12, 240, hockey)).toBe(8900);
    expect(photosAmount(240, 240, hockey)).toBe(8900);
    expect(capReachedAt(hockey)).toBe(12);
  });

  it("sells only the whole gallery when there is no price per photo", () => {
    const whole = { perPhoto: null, fullGallery: 8900 };
    expect(photosAmount(3, 24, whole)).toBeNull();
    expect(photosAmount(24, 24, whole)).toBe(8900);
  });

  it("has no cap without a whole-gallery price", () =>
    expect(photosAmount(30, 30, { perPhoto: 500, fullGallery: null })).toBe(15_000));

  it.each([0, -1, 1.5, 25, Number.NaN])("refuses %d photos of 24", (count) =>
    expect(photosAmount(count, 24, hockey)).toBeNull(),
  );

  it("never charges more for fewer photos, nor more than the cap", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 500 }),
        (perPhoto, fullGallery, total) => {
          let previous = 0;
          for (let count = 1; count <= total; count++) {
            const amount = photosAmount(count, total, { perPhoto, fullGallery })!;
            expect(amount).toBeGreaterThanOrEqual(previous);
            expect(amount).toBeLessThanOrEqual(Math.min(fullGallery, count * perPhoto));
            previous = amount;
          }
        },
      ),
      { numRuns: 200 },
    ));
});
