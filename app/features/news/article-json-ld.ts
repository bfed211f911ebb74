/** schema.org Article for a news page; the business is both author and publisher. */
export function articleJsonLd(article: {
  url: string;
  origin: string;
  headline: string;
  description: string;
  datePublished: string;
  imageUrl?: string;
  inLanguage: string;
  /** The business's name (the owner's settings). */
  businessName: string;
}) {
  const organization = {
    "@type": "Organization",
    "@id": `${article.origin}/#business`,
    name: article.businessName,
    url: article.origin,
    logo: { "@type": "ImageObject", url: `${article.origin}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    inLanguage: article.inLanguage,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    ...(article.imageUrl && { image: [article.imageUrl] }),
    author: organization,
    publisher: organization,
  };
}
