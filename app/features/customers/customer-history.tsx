import { clsx } from "clsx";
import { Link } from "react-router";
import { businessDateTime } from "~/features/admin/admin-time";
import { useServiceLabel } from "~/features/booking/service-labels";
import { formatCents } from "~/features/shop/product-price";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { FormFailure } from "~/lib/forms/form-result";
import type { TimelineEntry } from "./customer-timeline.server";
import { ReplyForm, ReplyThread } from "./customer-reply";

/** Where the back office deals with an entry (the same pages the audit log links to). */
function pathOf(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "booking":
      return `/admin/bookings?from=${entry.date}&to=${entry.date}#booking-${entry.id}`;
    case "order":
      return `/admin/orders?order=${entry.id}`;
    case "message":
      return `/admin/messages#message-${entry.id}`;
    case "application":
      return `/admin/applications#application-${entry.id}`;
    case "review":
      return "/admin/reviews";
  }
}

/** One line saying what the entry is, in the page's language. */
function useSummary() {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  const serviceLabel = useServiceLabel();
  return (entry: TimelineEntry): string => {
    switch (entry.kind) {
      case "booking":
        return t("entry.booking", {
          service: serviceLabel(entry.serviceType, entry.serviceName),
          date: formatDate(entry.date, lang, "full"),
          time: formatClockTime(entry.time, lang),
        });
      case "order":
        return t("entry.order", {
          product: entry.product ? entry.product[lang] || entry.product.sv : "–",
          amount: formatCents(entry.amount, lang, entry.currency),
        });
      case "application":
        return t("entry.application", { specialization: entry.specialization });
      case "review":
        return t("entry.rating", { rating: entry.rating });
      case "message":
        return "";
    }
  };
}

/** Everything the customer has done, newest first; a reply box under what can be answered. */
export function CustomerHistory({
  timeline,
  failure,
  email,
  language,
  businessEmail,
}: {
  timeline: TimelineEntry[];
  failure: FormFailure | null;
  email: string;
  language: string;
  businessEmail: string;
}) {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const summary = useSummary();
  const statusLabel = t as unknown as (key: string) => string;
  return (
    <section aria-labelledby="customer-history">
      <h2 id="customer-history" className="text-xl font-semibold">
        {t("detail.history")}
      </h2>
      <p className="mt-1 text-sm text-mist">{t("detail.historyIntro")}</p>
      {timeline.length === 0 ? (
        <p className="mt-4">{t("detail.historyEmpty")}</p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {timeline.map((entry) => {
            const at = businessDateTime(entry.at);
            const kind = t(`kinds.${entry.kind}`);
            const line = summary(entry);
            return (
              <li
                key={`${entry.kind}-${entry.id}`}
                id={`${entry.kind}-${entry.id}`}
                className="rounded-2xl border border-line bg-ink-soft p-4"
              >
                <article aria-label={`${kind}, ${formatDate(at.date, lang)}`}>
                  <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h3 className="font-semibold">
                      {kind}
                      {entry.kind === "order" && entry.number && (
                        <span className="font-normal text-mist">
                          {" "}
                          {t("entry.orderNumber", { number: entry.number })}
                        </span>
                      )}
                    </h3>
                    <p className="text-sm text-mist tabular-nums">
                      {t("entry.at", {
                        date: formatDate(at.date, lang),
                        time: formatClockTime(at.time, lang),
                      })}
                    </p>
                  </header>
                  {line && <p className="mt-2 wrap-anywhere">{line}</p>}
                  {"text" in entry && entry.text && (
                    <p className="mt-2 wrap-anywhere whitespace-pre-line text-mist">{entry.text}</p>
                  )}
                  <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <span>
                      {t("entry.status", {
                        status: statusLabel(`status.${entry.kind}.${entry.status}`),
                      })}
                    </span>
                    <Link
                      to={lp(pathOf(entry))}
                      className={clsx("text-aurora underline hover:text-aurora-strong")}
                    >
                      {t("detail.open")}
                      <span className="sr-only">: {kind}</span>
                    </Link>
                  </p>
                  <ReplyThread replies={entry.replies} />
                  {entry.kind !== "review" && (
                    <ReplyForm
                      entry={entry}
                      what={`${kind.toLowerCase()} ${formatDate(at.date, lang)}`}
                      failure={
                        failure?.intent === "reply" && failure.values.subjectId === entry.id
                          ? failure
                          : null
                      }
                      email={email}
                      language={language}
                      businessEmail={businessEmail}
                    />
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
