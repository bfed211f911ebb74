/**
 * The software page's Product, offered at the prices the page shows (from the table), in their
 * currency: crowns for a buyer in Sweden, Norway or Denmark (docs/decisions/098). Should the
 * page mix currencies (a crown price on one product only), the offer holds those in the first's.
 */
export function softwareProductJsonLd(
  origin: string,
  pageUrl: string,
  texts: { name: string; description: string },
  prices: { amount: number; currency: string }[],
) {
  const currency = prices[0]?.currency ?? "EUR";
  const amounts = prices
    .filter((price) => price.currency === currency)
    .map((price) => price.amount / 100);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: texts.name,
    description: texts.description,
    url: pageUrl,
    image: `${origin}/og-image.jpg`,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: currency,
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: amounts.length,
      availability: "https://schema.org/InStock",
    },
  };
}
