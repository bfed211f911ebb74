// How the shop's products are presented in the code: which product a page shows by its key, and
// the website's product type the buy button sends. Name texts on the pages, prices and
// availability live in the `products` table (seeded by drizzle/*_products_seed.sql, edited by the
// owner in the back office): the server charges the table's price, never one sent by a browser
// (docs/decisions/040).
export const productKeys = ["windows11", "office2024", "travelWebsite", "hockeyAlbum"] as const;
export type ProductKey = (typeof productKeys)[number];

export type ProductCategory = "software" | "websites" | "photos";

/** A product as a page shows it: the table's row in the page's language. */
export type Product = {
  priceId: string;
  key: ProductKey;
  category: ProductCategory;
  name: string;
  description: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  active: boolean;
  /** VAT included in the amount, in basis points (2550 = 25.5 %). */
  vatRateBp?: number;
  /** The website product's type (sent by its buy button). */
  productType?: string;
};

/** Stable price identifiers, as seeded; the buy buttons and the API name a product by these. */
export const priceIds = {
  windows11: "price_windows11_pro",
  office2024: "price_office2024_pro_plus",
  travelWebsite: "price_travel_comparison_site",
  hockeyAlbum: "price_hockey_album_muik2_virkia2",
} as const satisfies Record<ProductKey, string>;

/** The website product's type, as its buy button sends it. */
export const productTypes: Partial<Record<ProductKey, string>> = {
  travelWebsite: "travel-comparison",
};

export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === "string" && (productKeys as readonly string[]).includes(value);
}
