import type { PictureSource } from "../public-gallery.server";

type Props = {
  picture: PictureSource;
  /** The photo's displayed size: the browser reserves its box before a byte arrives. */
  width: number;
  height: number;
  alt: string;
  /** The rendered width per viewport, for the browser's pick among the widths. */
  sizes: string;
  className?: string;
  /** The LCP picture: fetched first, decoded at once. */
  priority?: boolean;
  /** Below the first screen: fetched when the visitor comes near it. */
  lazy?: boolean;
  /** On the first screen and perhaps its largest picture: fetched before other pictures. */
  first?: boolean;
  /** Leave the AVIF source out (see photo-grid.tsx). */
  withoutAvif?: boolean;
  ref?: React.Ref<HTMLImageElement>;
  onLoad?: () => void;
};

/** "a.webp 400w" alone names one file: written as "a.webp", it needs no sizes. */
function oneCandidate(srcset: string): string | undefined {
  return srcset.includes(",") ? undefined : srcset.trim().split(/\s+/)[0];
}

/**
 * A gallery photo's thumbnail or watermarked preview: AVIF, then WebP, then the largest WebP.
 * A kind made in one width only (the thumbnails) is written without widths and sizes: 300 of
 * them are a good part of a gallery page's HTML.
 */
export function GalleryPicture({
  picture,
  width,
  height,
  alt,
  sizes,
  className,
  priority = false,
  lazy = false,
  first = false,
  withoutAvif = false,
  ref,
  onLoad,
}: Props) {
  const sources = withoutAvif
    ? picture.sources.filter((source) => source.type !== "image/avif")
    : picture.sources;
  const single = sources.every((source) => oneCandidate(source.srcset));
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={single ? oneCandidate(source.srcset) : source.srcset}
          sizes={single ? undefined : sizes}
        />
      ))}
      <img
        src={picture.src}
        srcSet={single || !picture.srcset ? undefined : picture.srcset}
        sizes={single || !picture.srcset ? undefined : sizes}
        width={width || undefined}
        height={height || undefined}
        alt={alt}
        loading={lazy ? "lazy" : "eager"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority || first ? "high" : undefined}
        className={className}
        ref={ref}
        onLoad={onLoad}
      />
    </picture>
  );
}
