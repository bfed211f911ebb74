import type { PortfolioCategory } from "~/content/portfolio";

/** One picture of /portfolio as the page gets it from the library (decision 095). */
export type PortfolioPicture = {
  id: string;
  category: PortfolioCategory;
  /** In the page's language, Swedish where the owner wrote none. */
  caption: string;
  alt: string;
  /** As displayed: the <img>'s width and height, so nothing moves when it loads. */
  width: number;
  height: number;
  /** srcset per format, every size the library made, smallest first. */
  avif: string;
  webp: string;
  /** For a browser that reads no srcset: a mid-sized WebP. */
  src: string;
};
