import { softwareMarketingOffer } from "./facts";

/** The software page's Product with the marketing team's AggregateOffer (spec section 9). */
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
      ...softwareMarketingOffer,
      availability: "https://schema.org/InStock",
    },
  };
}
