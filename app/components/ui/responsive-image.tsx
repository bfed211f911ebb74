import { availableWidths, imageUrl, type ImageAsset } from "~/content/media";

type Props = {
  image: ImageAsset;
  alt: string;
  /** The image's rendered width per viewport, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority (the LCP element). */
  priority?: boolean;
};

/**
 * A <link rel="preload"> for a route's `links`: the LCP image is requested from the document's
 * head, before the stylesheet and the scripts, with the same AVIF candidates the <picture>
 * picks from (browsers without AVIF skip it and load the WebP as usual).
 */
export function imagePreload(image: ImageAsset, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: availableWidths(image)
      .map((w) => `${imageUrl(image, w, "avif")} ${w}w`)
      .join(", "),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}

/** AVIF with a WebP fallback, a srcset of generated widths, and explicit size (no layout shift). */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: Props) {
  const widths = availableWidths(image);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
