import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { addDays, slotTimes } from "~/features/booking/slots";
import { useBookingRules } from "~/features/settings/use-settings";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { AdminBooking } from "./admin-bookings.server";
import { isoWeek } from "./week";

type Props = {
  days: string[];
  bookings: AdminBooking[];
  /** Whether the owner blocked a slot (or its whole day). */
  blocked: { date: string; time: string | null }[];
  /** The other filters, kept when moving between weeks. */
  search: string;
};

/** A week as a table: hours down, days across; each cell names its booking or block. */
export function WeekCalendar({ days, bookings, blocked, search }: Props) {
  const { t } = useTranslation("admin");
  const statusLabel = useTranslation("bookings").t;
  const lang = useLanguage();
  const serviceLabel = useServiceLabel();
  const first = days[0]!;
  const week = isoWeek(first);
  const link = (day: string) => {
    const params = new URLSearchParams(search);
    params.set("view", "week");
    params.set("week", day);
    return `?${params.toString()}`;
  };
  const isBlocked = (date: string, time: string) =>
    blocked.some((block) => block.date === date && (block.time === null || block.time === time));
  // The bookable hours, and any other hour a booking or block of the week holds (made under
  // earlier rules), so nothing the owner must see falls outside the table.
  const times = [
    ...new Set([
      ...slotTimes(useBookingRules()),
      ...bookings.map((booking) => booking.bookingTime),
      ...blocked.flatMap((block) => (block.time ? [block.time] : [])),
    ]),
  ].sort();
  // A booking of several hours shows in each hour it holds (decision 103).
  const active = (date: string, time: string) =>
    bookings.filter((b) => {
      const start = Number(b.bookingTime.slice(0, 2));
      const hour = Number(time.slice(0, 2));
      return b.bookingDate === date && hour >= start && hour < start + (b.durationHours ?? 1);
    });

  return (
    <section aria-labelledby="week-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-title" className="text-xl font-semibold">
          {t("bookings.weekOf", {
            week,
            from: formatDate(first, lang),
            to: formatDate(days[6]!, lang),
          })}
        </h2>
        <div className="flex gap-2">
          <Link
            to={link(addDays(first, -7))}
            className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm hover:border-aurora"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t("bookings.previousWeek")}
          </Link>
          <Link
            to={link(addDays(first, 7))}
            className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm hover:border-aurora"
          >
            {t("bookings.nextWeek")}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
      {/* On a phone the week scrolls sideways in its own box, which a keyboard can reach. */}
      <div
        className="overflow-x-auto rounded-2xl border border-line focus-visible:outline-2 focus-visible:outline-aurora"
        role="region"
        aria-label={t("bookings.calendarCaption", { week })}
        tabIndex={0}
      >
        {/* Wide enough on a phone for a name and a long service name per line (walk 2, 12). */}
        <table className="w-full min-w-[60rem] table-fixed text-left text-xs">
          <caption className="sr-only">{t("bookings.calendarCaption", { week })}</caption>
          <thead className="bg-ink-raised">
            <tr>
              <td className="w-16" />
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className="px-2 py-2 font-semibold first-letter:uppercase"
                >
                  {formatDate(day, lang, "full").replace(/ \d{4}$/, "")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time} className="border-t border-line">
                <th scope="row" className="px-2 py-2 align-top font-medium tabular-nums">
                  {formatClockTime(time, lang)}
                </th>
                {days.map((day) => {
                  const here = active(day, time);
                  return (
                    <td key={day} className="h-14 border-l border-line px-1.5 py-1 align-top">
                      {here.map((booking) => (
                        <p key={booking.id} className="rounded-md bg-aurora/10 p-1">
                          <span className="block font-semibold break-words">
                            {booking.customer.name}
                          </span>
                          <span className="block break-words hyphens-auto">
                            {serviceLabel(booking.serviceType, booking.serviceName)}
                          </span>
                          <span className="block text-mist">
                            {statusLabel(`status.${booking.status}`)}
                          </span>
                        </p>
                      ))}
                      {here.length === 0 && isBlocked(day, time) && (
                        <p className="rounded-md bg-red-400/10 p-1 text-red-200">
                          {t("bookings.blockedSlot")}
                        </p>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
