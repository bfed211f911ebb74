import { clsx } from "clsx";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import { businessDateTime } from "./admin-time";
import type { AuditLine } from "./audit-log.server";
import type { SentencePart } from "./audit-sentence";
import { cardTable } from "./card-table";

/** The log as a table (cards on a phone), newest first, with links to newer and older pages. */
export function AuditTable({
  lines,
  page,
  hasMore,
}: {
  lines: AuditLine[];
  page: number;
  hasMore: boolean;
}) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const when = (iso: string) => {
    const { date, time } = businessDateTime(iso);
    return `${formatDate(date, lang)} ${formatClockTime(time, lang)}`;
  };
  if (lines.length === 0) return <p>{t("audit.empty")}</p>;
  return (
    <>
      <div className={cardTable.frame}>
        <table className={cardTable.table}>
          <thead className={clsx("bg-ink-raised text-mist", cardTable.head)}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("audit.at")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("audit.action")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("audit.actor")}
              </th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {lines.map((line) => (
              <tr key={line.id} className={clsx("md:border-t md:border-line", cardTable.row)}>
                <td
                  className={clsx("px-4 py-3 whitespace-nowrap tabular-nums", cardTable.cell)}
                  data-label={t("audit.at")}
                >
                  {when(line.at)}
                </td>
                <td className={clsx("px-4 py-3", cardTable.plainCell, "max-md:text-base")}>
                  <AuditSentence parts={line.sentence} />
                </td>
                <td
                  className={clsx("px-4 py-3 wrap-anywhere", cardTable.cell)}
                  data-label={t("audit.actor")}
                >
                  {line.actor}
                </td>
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

/** A sentence of the log: its subject a link to the page it concerns, the rest text. */
export function AuditSentence({ parts }: { parts: SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        // Only a path of this site is a link (the server builds them from ids).
        part.href?.startsWith("/") && !part.href.startsWith("//") ? (
          <Link key={index} to={part.href} className="font-semibold text-aurora underline">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
