import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import { businessDateTime } from "./admin-time";
import type { AuditEntry } from "./audit.server";

/** The log as a table, newest first, with links to newer and older pages. */
export function AuditTable({
  entries,
  page,
  hasMore,
}: {
  entries: AuditEntry[];
  page: number;
  hasMore: boolean;
}) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const label = t as unknown as (key: string, options?: object) => string;
  const when = (iso: string) => {
    const { date, time } = businessDateTime(iso);
    return `${formatDate(date, lang)} ${formatClockTime(time, lang)}`;
  };
  if (entries.length === 0) return <p>{t("audit.empty")}</p>;
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink-raised text-mist">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("audit.at")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("audit.actor")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("audit.action")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("audit.target")}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-line">
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{when(entry.at)}</td>
                <td className="px-4 py-3 break-all">{entry.actor}</td>
                <td className="px-4 py-3">
                  {label(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                </td>
                <td className="px-4 py-3 font-mono text-xs break-all">{entry.target}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("audit.pages")} className="mt-6 flex gap-4">
        {page > 1 && (
          <Link to={`?page=${page - 1}`} className="text-aurora underline">
            {t("audit.newer")}
          </Link>
        )}
        {hasMore && (
          <Link to={`?page=${page + 1}`} className="text-aurora underline">
            {t("audit.older")}
          </Link>
        )}
      </nav>
    </>
  );
}
