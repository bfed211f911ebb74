import { CalendarClock, CalendarDays, Clock, Euro, MessageSquare } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useTranslation } from "~/i18n/react";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useBookingTime } from "~/features/booking/use-booking-time";
import { useDateLabels } from "~/features/booking/use-date-labels";
import { ServicePrice } from "~/features/booking/service-price";
import { DepositOnCancelNote } from "~/features/booking/deposit-on-cancel-note";
import type { MyBooking } from "~/features/booking/my-bookings.server";
import { CancelBookingForm } from "./cancel-booking-form";
import { StatusBadge } from "./status-badge";

/** One booking: service, status, date, time, message; pending ones can be cancelled. */
export function BookingCard({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation("bookings");
  const serviceLabel = useServiceLabel();
  const localized = useLocalizedPath();
  const { fullDate } = useDateLabels();
  const hour = useBookingTime();
  const service = serviceLabel(booking.serviceType, booking.serviceName);
  const date = fullDate(booking.bookingDate);
  const time = hour.clock(booking.bookingTime);
  const local = hour.local(booking.bookingDate, booking.bookingTime);
  const depositNoteId = useId();
  const cancellable = booking.status === "pending";

  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-ink-soft p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{service}</h3>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex items-start gap-3">
          <dt className="flex items-center gap-2">
            <CalendarDays className="size-4 text-aurora" aria-hidden="true" />
            <span className="sr-only">{t("list.date")}</span>
          </dt>
          <dd className="font-medium text-snow first-letter:uppercase">{date}</dd>
        </div>
        <div className="flex items-start gap-3">
          <dt className="flex items-center gap-2">
            <Clock className="size-4 text-aurora" aria-hidden="true" />
            <span className="sr-only">{t("list.time")}</span>
          </dt>
          <dd>
            <span className="block font-medium text-snow tabular-nums">
              {t("list.timeValue", { time })}
            </span>
            <span className="block">{hour.zone(booking.bookingDate, booking.bookingTime)}</span>
            {local && <span className="block tabular-nums">{local}</span>}
          </dd>
        </div>
        {booking.price && (
          <div className="flex items-start gap-3">
            <dt className="flex items-center gap-2">
              <Euro className="size-4 text-aurora" aria-hidden="true" />
              <span className="sr-only">{t("list.price")}</span>
            </dt>
            <dd className="font-medium text-snow">
              <ServicePrice price={booking.price} />
            </dd>
          </div>
        )}
        {booking.message && (
          <div className="flex items-start gap-3">
            <dt className="flex items-center gap-2 pt-0.5">
              <MessageSquare className="size-4 text-aurora" aria-hidden="true" />
              <span className="sr-only">{t("list.message")}</span>
            </dt>
            <dd className="leading-relaxed break-words whitespace-pre-line">{booking.message}</dd>
          </div>
        )}
      </dl>
      {(booking.status === "pending" || booking.status === "confirmed") && (
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          {/* Move, or cancel a confirmed booking, until the owner's cut-off (decision 104). */}
          <ButtonLink
            to={localized(`/bookings/${booking.id}/change`)}
            variant="secondary"
            aria-label={t("change.linkLabel", { service, date })}
          >
            <CalendarClock className="size-4" aria-hidden="true" />
            {t("change.link")}
          </ButtonLink>
          {cancellable && (
            <CancelBookingForm
              bookingId={booking.id}
              service={service}
              date={date}
              time={time}
              deposit={booking.deposit}
              describedBy={booking.deposit && depositNoteId}
            />
          )}
          {/* Said before the click: without scripts the button cancels at once (decision 109). */}
          {cancellable && booking.deposit && (
            <DepositOnCancelNote
              id={depositNoteId}
              deposit={booking.deposit}
              className="basis-full text-sm"
            />
          )}
        </div>
      )}
    </article>
  );
}
