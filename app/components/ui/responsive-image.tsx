import { preload } from "react-dom";
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
 * The attributes of a page's LCP image (docs/decisions/074, 113): eager, high priority, decoded
 * with the frame that shows it, and marked for the Element Timing API, by which the page's
 * scripts wait until it is on screen (app/lib/deferred-hydration.server.ts). Any other image
 * loads lazily.
 */
export function imageLoading(priority: boolean) {
  return priority
    ? ({
        loading: "eager",
        fetchPriority: "high",
        decoding: "sync",
        elementtiming: priorityImageTiming,
      } as const)
    : ({ loading: "lazy", fetchPriority: "auto", decoding: "async" } as const);
}

/** The Element Timing name of a page's LCP image. */
export const priorityImageTiming = "lcp-image";

/**
 * Asks for a page's LCP image from the document's head: React writes this preload right after
 * the viewport <meta>, before the inlined stylesheet (~12 KB compressed) that the <img> follows,
 * with the same AVIF candidates and `sizes` the <picture> offers, so the browser fetches the one
 * it will show (browsers without AVIF skip the preload and load the WebP as usual). Called while
 * rendering the image; React writes each srcset once.
 */
export function preloadPriorityImage(avifSrcSet: string, sizes: string) {
  const first = avifSrcSet.split(" ", 1)[0]!;
  preload(first, {
    as: "image",
    type: "image/avif",
    imageSrcSet: avifSrcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  });
}

/** AVIF with a WebP fallback, a srcset of generated widths, and explicit size (no layout shift). */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: Props) {
  const widths = availableWidths(image);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  // Only the server's document needs it: in the browser the <img> is already there, and the
  // condition keeps the preload's code out of the client bundle (docs/decisions/112).
  if (import.meta.env.SSR && priority) preloadPriorityImage(srcSet("avif"), sizes);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        {...imageLoading(priority)}
        className={className}
      />
    </picture>
  );
}
