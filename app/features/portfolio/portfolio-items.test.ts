import { describe, expect, it } from "vitest";
import { portfolioCategories, portfolioFilters, portfolioItems } from "~/content/portfolio";
import en from "~/i18n/locales/en/portfolio";
import fi from "~/i18n/locales/fi/portfolio";
import sv from "~/i18n/locales/sv/portfolio";

describe("the portfolio grid (spec section 9)", () => {
  it("has 32 distinct images, eight per category", () => {
    expect(portfolioItems).toHaveLength(32);
    expect(new Set(portfolioItems.map((item) => item.image.name)).size).toBe(32);
    for (const category of portfolioCategories) {
      expect(portfolioItems.filter((item) => item.category === category)).toHaveLength(8);
    }
  });

  it("offers 'all' plus every category exactly once as a filter", () => {
    expect([...portfolioFilters].sort()).toEqual(["all", ...portfolioCategories].sort());
  });

  it.each([
    ["sv", sv],
    ["fi", fi],
    ["en", en],
  ])("gives every item a title and an alt text in %s", (_lang, texts) => {
    for (const item of portfolioItems) {
      expect(texts.items[item.id].title.trim()).not.toBe("");
      expect(texts.items[item.id].alt.trim()).not.toBe("");
    }
  });
});
