import { Download, RotateCcw } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { AdminSelection } from "./selection-admin.server";
import { selectionLimitText, type Translate } from "./selection-counts";

/**
 * A client gallery's selection on its page in the back office (docs/decisions/102): what the
 * customer picked, with each photo's file name and note, the CSV of the file names, and, once
 * sent, "reopen selection" (a plain form: it works without scripts).
 */
export function SelectionPanel({
  galleryId,
  selection,
}: {
  galleryId: string;
  selection: AdminSelection;
}) {
  const { t } = useTranslation("proofing");
  const lang = useLanguage();
  const count = selection.photos.length;
  return (
    <section aria-labelledby="gallery-selection" className="mb-10">
      <h2 id="gallery-selection" className="mb-2 text-2xl font-bold">
        {t("admin.title")}
      </h2>
      <p className="mb-4">
        {selection.submittedAt
          ? t("admin.submitted", { date: formatLongDate(selection.submittedAt, lang) })
          : t(count === 1 ? "admin.open.one" : "admin.open.other", { count })}
        {selection.limit !== null && (
          <> · {selectionLimitText(t as unknown as Translate, selection.limit)}</>
        )}
        {selection.firstDownloadAt && (
          <>
            {" "}
            · {t("admin.firstDownload", { date: formatLongDate(selection.firstDownloadAt, lang) })}
          </>
        )}
      </p>
      {count === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <>
          <table className="mb-4 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t("admin.photo")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("admin.fileName")}
                </th>
                <th scope="col" className="py-2">
                  {t("admin.note")}
                </th>
              </tr>
            </thead>
            <tbody>
              {selection.photos.map((photo) => (
                <tr key={photo.id} className="border-t border-line align-top">
                  <td className="py-2 pr-4">
                    {photo.thumbnail && (
                      <img
                        src={photo.thumbnail}
                        alt=""
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-20 rounded object-cover"
                      />
                    )}
                  </td>
                  <td className="py-2 pr-4 font-mono break-all">{photo.fileName}</td>
                  <td className="py-2 whitespace-pre-wrap">{photo.note ?? t("admin.noNote")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <a
            href={`/api/admin/galleries/${galleryId}/selection.csv?lang=${lang}`}
            download
            className={buttonClass("secondary", "px-5 py-2")}
          >
            <Download className="size-4" aria-hidden="true" />
            {t("admin.csv")}
          </a>
        </>
      )}
      {selection.submittedAt && (
        <div className="mt-6">
          <p className="mb-3 max-w-3xl text-sm">{t("admin.reopenHint")}</p>
          <AdminActionForm intent="reopenSelection" fields={{}} failureTitle={t("admin.reopen")}>
            {(busy) => (
              <button
                type="submit"
                disabled={busy}
                className={buttonClass("secondary", "px-5 py-2")}
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {t("admin.reopen")}
              </button>
            )}
          </AdminActionForm>
        </div>
      )}
    </section>
  );
}
