import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { portfolioFilters, portfolioItems, type PortfolioFilter } from "~/content/portfolio";
import { PortfolioCard } from "./portfolio-card";

/** The 32-image grid with its category filter; the count is announced to screen readers. */
export function PortfolioGallery() {
  const { t } = useTranslation("portfolio");
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const shown =
    filter === "all" ? portfolioItems : portfolioItems.filter((item) => item.category === filter);

  return (
    <section aria-labelledby="gallery-heading" className="container-page py-20">
      <SectionHeading id="gallery-heading" title={t("gallery.heading")} lead={t("gallery.lead")} />
      <div
        role="group"
        aria-label={t("gallery.filterLabel")}
        className="flex flex-wrap justify-center gap-2"
      >
        {portfolioFilters.map((option) => {
          const active = option === filter;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(option)}
              className={clsx(
                "rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                active
                  ? "border-aurora bg-aurora text-ink"
                  : "border-line bg-ink-raised/60 text-snow hover:border-aurora hover:text-aurora",
              )}
            >
              {option === "all" ? t("gallery.all") : t(`categories.${option}`)}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-6 mb-8 text-center text-sm">
        {t("gallery.status", { shown: shown.length, total: portfolioItems.length })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((item) => (
          <li key={item.id}>
            <PortfolioCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
