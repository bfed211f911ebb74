import { useTranslation } from "~/i18n/react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PortfolioItem } from "~/content/portfolio";

// The grid is 1, 2, 3 and 4 columns wide inside the 72rem page container (portfolio-gallery.tsx).
const gridImageSizes =
  "(min-width: 1280px) 260px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)";

/** One captioned image of the portfolio grid. */
export function PortfolioCard({ item }: { item: PortfolioItem }) {
  const { t } = useTranslation("portfolio");
  return (
    <figure className="group overflow-hidden rounded-2xl border border-line bg-ink-soft">
      <div className="aspect-[4/3] overflow-hidden">
        <ResponsiveImage
          image={item.image}
          alt={t(`items.${item.id}.alt`)}
          sizes={gridImageSizes}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
        />
      </div>
      <figcaption className="p-4">
        <p className="text-xs font-semibold tracking-widest text-aurora uppercase">
          {t(`categories.${item.category}`)}
        </p>
        <p className="mt-1 font-semibold text-snow">{t(`items.${item.id}.title`)}</p>
      </figcaption>
    </figure>
  );
}
