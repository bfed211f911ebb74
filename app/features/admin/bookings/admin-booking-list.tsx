import { StatusBadge } from "~/features/account/status-badge";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { AdminBooking } from "./admin-bookings.server";
import { BookingActions } from "./booking-actions";

/** The bookings as cards: slot, service, status, the customer's details and message, actions. */
export function AdminBookingList({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const serviceLabel = useServiceLabel();
  if (bookings.length === 0) return <p>{t("bookings.empty")}</p>;
  return (
    <>
      <p className="mb-4 text-sm text-mist" role="status">
        {t("bookings.count", { count: bookings.length })}
      </p>
      <ul className="grid gap-4">
        {bookings.map((booking) => {
          const when = formatDate(booking.bookingDate, lang, "full");
          return (
            <li key={booking.id}>
              <article
                // The dashboard and the audit log link here (#booking-<id>).
                id={`booking-${booking.id}`}
                aria-label={`${when} ${booking.bookingTime}`}
                className="scroll-mt-24 rounded-2xl border border-line bg-ink-soft p-5 target:border-aurora"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold">
                    <span className="first-letter:uppercase">{when}</span>
                    {", "}
                    <span className="tabular-nums">
                      {formatClockTime(booking.bookingTime, lang)}
                    </span>
                    {booking.durationHours > 1 && (
                      <span className="text-mist">
                        {" "}
                        ({t("bookings.hours", { count: booking.durationHours })})
                      </span>
                    )}
                    {" – "}
                    {serviceLabel(booking.serviceType, booking.serviceName)}
                  </h2>
                  <StatusBadge status={booking.status} />
                </div>
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
                  <dt className="text-mist">{t("bookings.customer")}</dt>
                  <dd>
                    <span className="font-medium text-snow">{booking.customer.name}</span>
                    {" · "}
                    <a className="text-aurora underline" href={`mailto:${booking.customer.email}`}>
                      {booking.customer.email}
                    </a>
                    {booking.customer.phone && (
                      <>
                        {" · "}
                        <a
                          className="text-aurora underline"
                          href={`tel:${booking.customer.phone.replace(/[^\d+]/g, "")}`}
                        >
                          {booking.customer.phone}
                        </a>
                      </>
                    )}
                    {booking.invited && (
                      <span className="ml-2 text-xs text-mist">({t("bookings.invited")})</span>
                    )}
                  </dd>
                  <dt className="text-mist">{t("bookings.message")}</dt>
                  <dd className="break-words whitespace-pre-line">
                    {booking.message ?? (
                      <span className="text-mist">{t("bookings.noMessage")}</span>
                    )}
                  </dd>
                </dl>
                <div className="mt-4">
                  <BookingActions booking={booking} when={when} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
