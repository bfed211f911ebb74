// The portfolio's first 32 pictures (spec sections 2, 3 and 9), eight per category: now only the
// seed of the library's portfolio gallery (docs/decisions/095). Titles and alt texts live in the
// translations under portfolio:items.<id>.
import { portfolioImage, type ImageAsset } from "./media";

export const portfolioCategories = ["category1", "category2", "category3", "category4"] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/**
 * The spec names the categories twice: as keys (category1 portrait/event, category2 creative,
 * category3 sports, category4 fashion/lifestyle) and as filter labels (all, portraits and events,
 * branding and identity, sports and events, AI artworks). Matched by meaning, not by position:
 *   category1 portrait/event     → "portraits and events"
 *   category2 creative           → "AI artworks" (the creative work is the AI art)
 *   category3 sports             → "sports and events"
 *   category4 fashion/lifestyle  → "branding and identity" (commercial lifestyle shoots for brands)
 * The filter buttons keep the spec's label order.
 */
export const portfolioFilters = [
  "all",
  "category1",
  "category4",
  "category3",
  "category2",
] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

// prettier-ignore
export const portfolioItemIds = [
  "p01", "p02", "p03", "p04", "p05", "p06", "p07", "p08",
  "p09", "p10", "p11", "p12", "p13", "p14", "p15", "p16",
  "p17", "p18", "p19", "p20", "p21", "p22", "p23", "p24",
  "p25", "p26", "p27", "p28", "p29", "p30", "p31", "p32",
] as const;
export type PortfolioItemId = (typeof portfolioItemIds)[number];

export type PortfolioItem = { id: PortfolioItemId; image: ImageAsset; category: PortfolioCategory };

// The works alternate between the categories in a cycle of eight, so the grid stays varied and
// every filter shows eight works (the captions in portfolio:items were written to this cycle).
const categoryByImageSlot: Record<number, PortfolioCategory> = {
  0: "category1",
  1: "category1",
  2: "category2",
  3: "category3",
  4: "category4",
  5: "category3",
  6: "category4",
  7: "category2",
};

export const portfolioItems: readonly PortfolioItem[] = portfolioItemIds.map((id, index) => ({
  id,
  image: portfolioImage(index + 1),
  category: categoryByImageSlot[index % 8]!,
}));
