import { productByKey } from "~/content/products";

/** The two licences the software page sells, as one AggregateOffer in euros. */
const softwareAmounts = [productByKey("windows11"), productByKey("office2024")].map(
  (product) => product.amount / 100,
);

/** The software page's Product, offered at the prices the page shows. */
export function softwareProductJsonLd(
  origin: string,
  pageUrl: string,
  texts: { name: string; description: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: texts.name,
    description: texts.description,
    url: pageUrl,
    image: `${origin}/og-image.jpg`,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: Math.min(...softwareAmounts),
      highPrice: Math.max(...softwareAmounts),
      offerCount: softwareAmounts.length,
      availability: "https://schema.org/InStock",
    },
  };
}
