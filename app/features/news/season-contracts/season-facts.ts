import { multiYearDiscountPercent } from "~/content/business";

/**
 * What the article's texts interpolate: only the contract's multi-year discount. The article is
 * seeded text (its Markdown is stored), so it states no catalogue price, image count or delivery
 * time, which the owner may change; the season contracts page shows those from the catalogue.
 */
export const seasonFacts = { percent: multiYearDiscountPercent };
