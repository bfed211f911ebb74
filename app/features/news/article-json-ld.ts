import { availableWidths, imageUrl, images, type ImageAsset } from "~/content/media";
import { businessToday } from "~/lib/clock";
import type { ArticleDates, ShareImage } from "~/seo/seo";
import { uploadedImageUrl, uploadedImageWidths, type ArticleImage } from "./article-image";
import type { ArticleSummary } from "./article-types";

/**
 * An article's dates as the page states them, as days in Finland: published, and modified when
 * its text changed on a later day.
 */
export function articleDates(
  article: Pick<ArticleSummary, "publishedAt" | "updatedAt">,
): ArticleDates {
  const published = businessToday(new Date(article.publishedAt));
  const modified = businessToday(new Date(article.updatedAt));
  return { published, ...(modified > published && { modified }) };
}

/** The link-preview picture of an article's own or uploaded image. */
export function articleShareImage(image: ArticleImage, alt: string): ShareImage {
  if (image.kind === "media") return shareImage(images[image.key], alt);
  const width = uploadedImageWidths(image.width)
    .filter((w) => w <= 1200)
    .at(-1)!;
  return {
    path: uploadedImageUrl(image.id, width, "webp"),
    width,
    height: Math.round((image.height * width) / image.width),
    alt,
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

/** schema.org NewsArticle for a news page; the business is both author and publisher. */
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
    "@type": "NewsArticle",
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
