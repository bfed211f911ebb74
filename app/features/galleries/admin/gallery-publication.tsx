import { Eye, EyeOff, Trash2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { AdminGalleryView } from "./admin-gallery-view";

/** Whether visitors see the gallery, and the button that changes it. */
export function GalleryPublication({ gallery }: { gallery: AdminGalleryView }) {
  const { t } = useTranslation("galleriesAdmin");
  const lang = useLanguage();
  const published = gallery.published && gallery.publishedAt;
  return (
    <div className="mb-10 flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-ink-soft p-5">
      <p className="font-semibold text-snow">
        {published
          ? t("editor.publishedOn", { date: formatLongDate(gallery.publishedAt!, lang) })
          : t("editor.draft")}
      </p>
      <AdminActionForm
        intent={published ? "unpublish" : "publish"}
        fields={{}}
        failureTitle={t("editor.publicationFailedTitle")}
      >
        {(busy) => (
          <button
            type="submit"
            disabled={busy}
            className={buttonClass(published ? "secondary" : "primary", "px-5 py-2")}
          >
            {published ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {published ? t("editor.unpublish") : t("editor.publish")}
          </button>
        )}
      </AdminActionForm>
    </div>
  );
}

/** Deleting the gallery takes two steps: open, read what it means, confirm. */
export function DeleteGallery() {
  const { t } = useTranslation("galleriesAdmin");
  return (
    <details className="rounded-2xl border border-red-400/40 bg-red-400/5 p-5">
      <summary className="cursor-pointer font-semibold text-snow">{t("editor.delete")}</summary>
      <p className="mt-3 text-sm">{t("editor.deleteWarning")}</p>
      <AdminActionForm
        intent="delete"
        fields={{}}
        failureTitle={t("editor.deleteFailedTitle")}
        className="mt-4"
      >
        {(busy) => (
          <button type="submit" disabled={busy} className={buttonClass("secondary", "px-5 py-2")}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("editor.deleteConfirm")}
          </button>
        )}
      </AdminActionForm>
    </details>
  );
}
