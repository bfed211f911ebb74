// The shop's products (spec sections 1 and 9). Amounts are integer cents; the server charges
// these, never a price sent by a browser.
export type Product = {
  priceId: string;
  key: "windows11" | "office2024" | "travelWebsite" | "hockeyAlbum";
  category: "software" | "websites" | "photos";
  amount: number;
  currency: "EUR";
  /** The website product's type (spec section 3). */
  productType?: string;
};

export const products = [
  {
    priceId: "price_windows11_pro",
    key: "windows11",
    category: "software",
    amount: 14900,
    currency: "EUR",
  },
  {
    priceId: "price_office2024_pro_plus",
    key: "office2024",
    category: "software",
    amount: 9900,
    currency: "EUR",
  },
  {
    priceId: "price_travel_comparison_site",
    key: "travelWebsite",
    category: "websites",
    amount: 29000,
    currency: "EUR",
    productType: "travel-comparison",
  },
  {
    priceId: "price_hockey_album_muik2_virkia2",
    key: "hockeyAlbum",
    category: "photos",
    amount: 8900,
    currency: "EUR",
  },
] as const satisfies readonly Product[];

export function productByKey(key: Product["key"]): Product {
  const product = products.find((candidate) => candidate.key === key);
  if (!product) throw new Error(`Unknown product ${key}`);
  return product;
}
