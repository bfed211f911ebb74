import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { PortfolioImage } from "~/features/portfolio/portfolio-image";
import type { PortfolioPicture } from "~/features/portfolio/portfolio-pictures";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/** How many pictures the home page shows: two rows of three, three of two on a phone. */
export const portfolioPreviewCount = 6;

const previewSizes = "(min-width: 1152px) 370px, (min-width: 1024px) 31vw, 48vw";

/**
 * The first six pictures of the portfolio in the owner's order (anchor #portfolio), read from
 * the library like /portfolio (decision 095), and the way to the full portfolio. Each keeps its
 * width and height and a 4:3 box, so nothing moves when it loads; all load lazily (below the
 * fold on every screen).
 */
export function PortfolioPreview({ pictures }: { pictures: PortfolioPicture[] }) {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="portfolio-heading"
          eyebrow={t("portfolio.eyebrow")}
          title={t("portfolio.title")}
          lead={t("portfolio.text")}
        />
        {pictures.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {pictures.map((picture) => (
              <li
                key={picture.id}
                className="group overflow-hidden rounded-2xl border border-line bg-ink-soft"
              >
                <PortfolioImage
                  picture={picture}
                  sizes={previewSizes}
                  className="aspect-[4/3] h-auto w-full"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <ButtonLink to={lp("/portfolio")}>
            {t("portfolio.button")}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
