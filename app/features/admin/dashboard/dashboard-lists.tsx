import { Link } from "react-router";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { AdminBooking } from "../bookings/admin-bookings.server";
import type { DashboardItem } from "./dashboard-counts.server";

/** The first few things a count is made of, each opening that booking, order or message. */
export function DashboardItems({ items }: { items: DashboardItem[] }) {
  const lang = useLanguage();
  const lp = useLocalizedPath();
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={lp(item.path)}
            className="-mx-2 block rounded-lg px-2 py-1 wrap-anywhere text-aurora underline hover:bg-ink-raised focus-visible:outline-2 focus-visible:outline-aurora"
          >
            {item.date && item.time && (
              <>
                {formatDate(item.date, lang)} {formatClockTime(item.time, lang)}
                {" – "}
              </>
            )}
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A short list of bookings on the dashboard, with a link to all of them. */
export function DashboardBookings({
  title,
  empty,
  bookings,
  allPath,
}: {
  title: string;
  empty: string;
  bookings: AdminBooking[];
  allPath: string;
}) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const serviceLabel = useServiceLabel();
  const id = `dashboard-${allPath.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-ink-soft p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 text-sm">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {bookings.map((booking) => (
            <li key={booking.id}>
              {/* Opens the booking itself, on its day's list, where it can be answered. */}
              <Link
                to={lp(
                  `/admin/bookings?from=${booking.bookingDate}&to=${booking.bookingDate}#booking-${booking.id}`,
                )}
                className="-mx-2 block rounded-lg px-2 py-1 hover:bg-ink-raised focus-visible:outline-2 focus-visible:outline-aurora"
              >
                <span className="font-medium text-aurora underline first-letter:uppercase">
                  {formatDate(booking.bookingDate, lang, "full")}{" "}
                  {formatClockTime(booking.bookingTime, lang)}
                </span>
                {" – "}
                {serviceLabel(booking.serviceType, booking.serviceName)}, {booking.customer.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={lp(allPath)} className="mt-4 inline-block text-sm text-aurora underline">
        {t("dashboard.showAll")}
      </Link>
    </section>
  );
}

/** The days ahead the owner blocked whole. */
export function DashboardBlockedDays({ days }: { days: string[] }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  return (
    <section
      aria-labelledby="dashboard-blocked"
      className="rounded-2xl border border-line bg-ink-soft p-5"
    >
      <h2 id="dashboard-blocked" className="text-lg font-semibold">
        {t("dashboard.blocked")}
      </h2>
      {days.length === 0 ? (
        <p className="mt-3 text-sm">{t("dashboard.blockedNone")}</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {days.map((day) => (
            <li key={day} className="first-letter:uppercase">
              {formatDate(day, lang, "full")}
            </li>
          ))}
        </ul>
      )}
      <Link to={lp("/admin/blocks")} className="mt-4 inline-block text-sm text-aurora underline">
        {t("dashboard.showAll")}
      </Link>
    </section>
  );
}
