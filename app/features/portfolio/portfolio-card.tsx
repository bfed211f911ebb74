import { useTranslation } from "~/i18n/react";
import { PortfolioImage } from "./portfolio-image";
import type { PortfolioPicture } from "./portfolio-pictures";

// The grid is 1, 2, 3 and 4 columns wide inside the 72rem page container (portfolio-gallery.tsx).
const gridImageSizes =
  "(min-width: 1280px) 260px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)";

/**
 * One captioned picture of the portfolio grid. The picture is a link to its largest size, so
 * it opens without scripts too; with them it opens the full-screen viewer (`onOpen`).
 */
export function PortfolioCard({
  picture,
  onOpen,
}: {
  picture: PortfolioPicture;
  onOpen: (opener: HTMLElement) => void;
}) {
  const { t } = useTranslation("portfolio");
  const largest = picture.webp.split(", ").at(-1)?.split(" ")[0] ?? picture.src;
  return (
    <figure className="group overflow-hidden rounded-2xl border border-line bg-ink-soft">
      <a
        href={largest}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onOpen(event.currentTarget);
        }}
        className="block aspect-[4/3] overflow-hidden focus-visible:outline-offset-[-4px]"
      >
        <PortfolioImage picture={picture} sizes={gridImageSizes} className="h-full w-full" />
      </a>
      <figcaption className="p-4">
        <p className="text-xs font-semibold tracking-widest text-aurora uppercase">
          {t(`categories.${picture.category}`)}
        </p>
        <p className="mt-1 font-semibold text-snow">{picture.caption}</p>
      </figcaption>
    </figure>
  );
}
