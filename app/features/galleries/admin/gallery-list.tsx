import { clsx } from "clsx";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { textIn } from "~/features/catalogue/service-view";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { AdminGalleryView } from "./admin-gallery-view";

export type GalleryListItem = AdminGalleryView & { photoCount: number };

/** Every gallery as a card (a phone's width has no room for a table's columns). */
export function GalleryList({ galleries }: { galleries: GalleryListItem[] }) {
  const { t } = useTranslation("galleriesAdmin");
  if (galleries.length === 0) return <p className="mb-10">{t("list.empty")}</p>;
  return (
    <ul aria-label={t("list.label")} className="mb-12 grid gap-4 md:grid-cols-2">
      {galleries.map((gallery) => (
        <GalleryCard key={gallery.id} gallery={gallery} />
      ))}
    </ul>
  );
}

function GalleryCard({ gallery }: { gallery: GalleryListItem }) {
  const { t } = useTranslation("galleriesAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const title = textIn(gallery.title, lang);
  const headingId = `gallery-${gallery.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        "flex flex-col rounded-2xl border bg-ink-soft p-5",
        gallery.published ? "border-line" : "border-dashed border-line/70",
      )}
    >
      <h2
        id={headingId}
        lang={title.fallback ? "sv" : undefined}
        className="text-lg font-semibold break-words text-snow"
      >
        {title.text}
      </h2>
      <p className="mt-1 text-sm">
        {t(`kinds.${gallery.kind}`)} ·{" "}
        {gallery.shotOn ? formatLongDate(gallery.shotOn, lang) : t("list.noDate")} ·{" "}
        {t("list.photos", { count: gallery.photoCount })}
      </p>
      <p className="mt-3">
        <span
          className={clsx(
            "rounded-full px-3 py-1 text-xs font-semibold",
            gallery.published ? "bg-aurora/15 text-aurora" : "bg-ink-raised text-mist",
          )}
        >
          {gallery.published ? t("status.published") : t("status.draft")}
        </span>
      </p>
      <p className="mt-4">
        <Link
          to={lp(`/admin/galleries/${gallery.id}`)}
          aria-label={t("list.editLabel", { title: title.text })}
          className={buttonClass("primary", "px-4 py-2")}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("list.edit")}
        </Link>
      </p>
    </li>
  );
}
