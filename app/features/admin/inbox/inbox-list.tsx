import { CheckCheck, Eye } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import { AdminActionForm } from "../admin-action-form";
import { businessDateTime } from "../admin-time";
import { SubmissionHeading } from "../submission-heading";
import type { InboxItem, InboxKind } from "./inbox.server";

/**
 * Applications or messages, newest first, as text, with "read" and "handled" marks; the status
 * words and labels are the kind's own (Swedish "ansökan" and "meddelande" differ in gender).
 */
export function InboxList({ kind, items }: { kind: InboxKind; items: InboxItem[] }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  if (items.length === 0) return <p>{t("inbox.empty")}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4">
      {items.map((item) => {
        const at = businessDateTime(item.createdAt);
        const column = (key: string) => t(`inbox.columns.${key}` as "inbox.columns.name");
        const rows: { label: string; value: React.ReactNode }[] = [
          {
            label: column("email"),
            value: (
              <a href={`mailto:${item.email}`} className="text-aurora underline">
                {item.email}
              </a>
            ),
          },
        ];
        if (item.phone) rows.push({ label: column("phone"), value: item.phone });
        if (item.specialization !== undefined) {
          rows.push(
            { label: column("specialization"), value: item.specialization },
            { label: column("experience"), value: String(item.experienceYears) },
          );
          if (item.portfolioUrl && /^https?:\/\//i.test(item.portfolioUrl))
            rows.push({
              label: column("portfolio"),
              value: (
                <a
                  href={item.portfolioUrl}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-aurora underline"
                >
                  {item.portfolioUrl}
                </a>
              ),
            });
        }
        rows.push({ label: column("language"), value: item.language });
        return (
          <li key={item.id} className="rounded-2xl border border-line bg-ink-soft p-5">
            {/* The dashboard and the audit log link here (#message-<id>, #application-<id>). */}
            <article
              id={`${kind === "messages" ? "message" : "application"}-${item.id}`}
              aria-label={item.name}
              className="scroll-mt-24"
            >
              <SubmissionHeading name={item.name} status={t(`${kind}.status.${item.status}`)} />
              <p className="mt-1 text-sm">
                {t("inbox.received", {
                  date: `${formatDate(at.date, lang)} ${formatClockTime(at.time, lang)}`,
                })}
              </p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-semibold">{row.label}</dt>
                    <dd className="wrap-anywhere">{row.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 wrap-anywhere whitespace-pre-line text-snow">{item.message}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                {item.status === "new" && (
                  <AdminActionForm
                    intent="read"
                    fields={{ itemId: item.id }}
                    failureTitle={t("inbox.failedTitle")}
                  >
                    {(busy) => (
                      <Button
                        type="submit"
                        variant="secondary"
                        disabled={busy}
                        aria-label={t(`${kind}.markReadLabel`, { name: item.name })}
                        className="px-4 py-2"
                      >
                        <Eye className="size-4" aria-hidden="true" />
                        {t("inbox.markRead")}
                      </Button>
                    )}
                  </AdminActionForm>
                )}
                {item.status !== "handled" && (
                  <AdminActionForm
                    intent="handle"
                    fields={{ itemId: item.id }}
                    failureTitle={t("inbox.failedTitle")}
                  >
                    {(busy) => (
                      <Button
                        type="submit"
                        disabled={busy}
                        aria-label={t(`${kind}.markHandledLabel`, { name: item.name })}
                        className="px-4 py-2"
                      >
                        <CheckCheck className="size-4" aria-hidden="true" />
                        {t(`${kind}.markHandled`)}
                      </Button>
                    )}
                  </AdminActionForm>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
