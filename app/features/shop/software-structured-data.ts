/** The software page's Product, offered at the prices the page shows (from the table). */
export function softwareProductJsonLd(
  origin: string,
  pageUrl: string,
  texts: { name: string; description: string },
  amountsInCents: number[],
) {
  const amounts = amountsInCents.map((cents) => cents / 100);
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
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: amounts.length,
      availability: "https://schema.org/InStock",
    },
  };
}
