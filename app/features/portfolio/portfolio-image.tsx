import type { PortfolioPicture } from "./portfolio-pictures";

/**
 * A portfolio picture from the library: AVIF and WebP at its sizes, its own width and height
 * (nothing moves when it loads), lazily loaded. Used by /portfolio's grid and home's preview,
 * which differ only in the widths they lay it out at and its box.
 */
export function PortfolioImage({
  picture,
  sizes,
  className,
}: {
  picture: PortfolioPicture;
  /** The `sizes` of the layout it is shown in. */
  sizes: string;
  className: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        className={`${className} object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none`}
      />
    </picture>
  );
}
