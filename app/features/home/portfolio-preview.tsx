import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { portfolioImage } from "~/content/media";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * The first six portfolio works. Their alt texts are the portfolio page's own
 * (portfolio:items.pNN.alt), so an image is described the same way everywhere.
 */
const previewImages = [
  { number: 1, key: "p01" },
  { number: 2, key: "p02" },
  { number: 3, key: "p03" },
  { number: 4, key: "p04" },
  { number: 5, key: "p05" },
  { number: 6, key: "p06" },
] as const;

/** Six portfolio highlights (anchor #portfolio) and the way to the full portfolio. */
export function PortfolioPreview() {
  const { t } = useTranslation("home");
  const { t: tPortfolio } = useTranslation("portfolio");
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
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {previewImages.map(({ number, key }) => (
            <li
              key={number}
              className="group overflow-hidden rounded-2xl border border-line bg-ink-soft"
            >
              <ResponsiveImage
                image={portfolioImage(number)}
                alt={tPortfolio(`items.${key}.alt`)}
                sizes="(min-width: 1152px) 370px, (min-width: 1024px) 31vw, 48vw"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </li>
          ))}
        </ul>
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
