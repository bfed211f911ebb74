import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { photoNumberSchema } from "../gallery.schema";
import { photosAmount } from "../pricing";
import { askedNumber, galleryOffer, selectionPrice } from "./gallery-offer";

const hockey = { perPhoto: 800, fullGallery: 8900 };

describe("what a gallery's page says about its prices", () => {
  it("caps a large gallery at its whole-gallery price from the twelfth photo", () => {
    expect(galleryOffer(hockey, 300)).toEqual({ perPhoto: 800, whole: 8900, capFrom: 12 });
  });

  it("sells a small gallery whole for less than the cap, and says nothing of a cap", () => {
    // 10 photos at 8 € are 80 €: the checkout asks 80 € for all of them, not 89 €.
    expect(galleryOffer(hockey, 10)).toEqual({ perPhoto: 800, whole: 8000, capFrom: null });
    expect(galleryOffer(hockey, 12)).toEqual({ perPhoto: 800, whole: 8900, capFrom: null });
  });

  it("sells only the whole gallery without a price per photo", () => {
    expect(galleryOffer({ perPhoto: null, fullGallery: 5000 }, 40)).toEqual({
      perPhoto: null,
      whole: 5000,
      capFrom: null,
    });
  });

  it("has no whole-gallery price without photos", () => {
    expect(galleryOffer(hockey, 0)).toEqual({ perPhoto: null, whole: null, capFrom: null });
  });

  it("prices a selection as the checkout does, with what the cap saves", () => {
    expect(selectionPrice(2, 300, hockey)).toEqual({ amount: 1600, saving: 0 });
    expect(selectionPrice(10, 300, hockey)).toEqual({ amount: 8000, saving: 0 });
    expect(selectionPrice(12, 300, hockey)).toEqual({ amount: 8900, saving: 700 });
    expect(selectionPrice(3, 30, { perPhoto: null, fullGallery: 5000 })).toEqual({
      amount: null,
      saving: 0,
    });
  });

  it("never shows a saving that is not one, nor a sum other than the checkout's", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (count, total, perPhoto, extra) => {
          fc.pre(count <= total);
          const pricing = { perPhoto, fullGallery: perPhoto + extra };
          const { amount, saving } = selectionPrice(count, total, pricing);
          expect(amount).toBe(photosAmount(count, total, pricing));
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(amount! + saving).toBe(count * perPhoto);
        },
      ),
    ));
});

describe("the number asked for in the address", () => {
  it.each([
    [null, null],
    ["", null],
    ["  ", null],
    ["17", "17"],
    [" 7 ", "7"],
    ["0042", "0042"],
    ["12345", "invalid"],
    ["17a", "invalid"],
    ["-1", "invalid"],
    ["<script>", "invalid"],
    ["１７", "invalid"],
  ])("%j is %j", (value, expected) => expect(askedNumber(value)).toBe(expected));

  it("accepts exactly what the owner may tag", () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (value) => {
        const asked = askedNumber(value);
        if (value.trim() === "") return;
        expect(asked !== "invalid").toBe(photoNumberSchema.safeParse(value).success);
      }),
    ));
});
