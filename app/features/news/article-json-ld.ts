import { availableWidths, imageUrl, type ImageAsset } from "~/content/media";
import type { BuiltInArticle } from "~/content/news";
import type { ArticleDates, ShareImage } from "~/seo/seo";

/** An article's dates as the page states them: published, and modified when it was. */
export function articleDates(
  article: Pick<BuiltInArticle, "publishedAt" | "modifiedAt">,
): ArticleDates {
  return {
    published: article.publishedAt,
    ...(article.modifiedAt && { modified: article.modifiedAt }),
  };
}

/** An article's picture for link previews: its WebP variant closest to 1200 px wide. */
export function shareImage(image: ImageAsset, alt: string): ShareImage {
  const widths = availableWidths(image);
  const width = widths.filter((candidate) => candidate <= 1200).at(-1) ?? widths[0]!;
  return {
    path: imageUrl(image, width, "webp"),
    width,
    height: Math.round((image.height * width) / image.width),
    alt,
  };
}

/** schema.org Article for a news page; the business is both author and publisher. */
export function articleJsonLd(article: {
  url: string;
  origin: string;
  headline: string;
  description: string;
  dates: ArticleDates;
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
    logo: { "@type": "ImageObject", url: `${article.origin}/icon-512.png` },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.dates.published,
    dateModified: article.dates.modified ?? article.dates.published,
    inLanguage: article.inLanguage,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    ...(article.imageUrl && { image: [article.imageUrl] }),
    author: organization,
    publisher: organization,
  };
}
