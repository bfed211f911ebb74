import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * Photos the page holds at first: four rows on a phone, its first screen and more. The browser's
 * own lazy loading fetches every image within about 1,250 px of the screen, so with 300 photos
 * in the page a phone fetched 30 thumbnails before any scroll; and Lighthouse counts what starts
 * before the largest paint into that paint's time. Twelve thumbnails (about 11 KB each) keep a
 * first visit of a 300-photo gallery near 360 KB (docs/decisions/093).
 */
export const firstPhotos = 12;

/** Photos added at a time as the visitor nears the last ones. */
export const photosPerStep = 24;

/**
 * After the first photos, before the page's scripts run and without them: a link to the page
 * with all of them (`?visa=alla`).
 */
export function AllPhotosLink({ total, href }: { total: number; href: string }) {
  const { t } = useTranslation("gallery");
  return (
    <p className="mt-6 text-center">
      <a
        href={href}
        className="inline-flex rounded-full border border-line px-5 py-3 text-sm font-semibold text-snow hover:border-aurora hover:text-aurora"
      >
        {t("grid.showAll", { count: total })}
      </a>
    </p>
  );
}

/**
 * With scripts, the cells of the photos still to come, empty, in the grid: the page has its
 * whole height at once, so adding photos fills cells in place and moves nothing (adding them
 * after the last ones moved whatever was below, on screen during a quick scroll). When the first
 * empty cell comes within a quarter of a screen, the next photos are added.
 */
export function ReservedCells({ count, onNear }: { count: number; onNear: () => void }) {
  const first = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = first.current;
    if (!element || !("IntersectionObserver" in window)) return;
    // Its first report says at once whether the cell is near; the grid mounts new cells after
    // each step (their key), so a tall screen takes steps until the empty ones are out of reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      // A quarter of a screen ahead: the next thumbnails are on their way before the visitor
      // is there, and a phone's first screen does not already ask for them (the first twelve
      // photos end about 1.4 screens down).
      { rootMargin: "0px 0px 25% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return Array.from({ length: count }, (_, index) => (
    <li
      key={index}
      ref={index === 0 ? first : undefined}
      aria-hidden="true"
      className="aspect-square rounded-md bg-ink-raised/60"
    />
  ));
}
