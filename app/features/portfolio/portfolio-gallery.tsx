import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { portfolioFilters, type PortfolioFilter } from "~/content/portfolio";
import { PortfolioCard } from "./portfolio-card";
import type { PortfolioPicture } from "./portfolio-pictures";

// The viewer's code is fetched when a picture is first opened (or pointed at), never with the
// page: the first load stays what it was (decision 095).
const loadViewer = () => import("./portfolio-viewer");
const PortfolioViewer = lazy(loadViewer);

/** The library's pictures with their category filter; the count is announced to screen readers. */
export function PortfolioGallery({ pictures }: { pictures: PortfolioPicture[] }) {
  const { t } = useTranslation("portfolio");
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  // Back to the picture it was opened from once the dialog is gone (while it is open, the
  // rest of the page is inert and cannot take the focus).
  useEffect(() => {
    if (open !== null || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);
  const shown =
    filter === "all" ? pictures : pictures.filter((picture) => picture.category === filter);

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
        {t("gallery.status", { shown: shown.length, total: pictures.length })}
      </p>
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        onPointerOver={() => void loadViewer()}
        onFocus={() => void loadViewer()}
      >
        {shown.map((picture, index) => (
          <li key={picture.id}>
            <PortfolioCard
              picture={picture}
              onOpen={(element) => {
                opener.current = element;
                setOpen(index);
              }}
            />
          </li>
        ))}
      </ul>
      {open !== null && shown[open] && (
        <Suspense fallback={null}>
          <PortfolioViewer
            pictures={shown}
            index={open}
            onIndex={setOpen}
            onClose={() => {
              returnFocus.current = true;
              setOpen(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
