import { CalendarClock, Mail, Phone, XCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { StatusBadge } from "~/features/account/status-badge";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { FormFailure } from "~/lib/forms/form-result";
import { DepositOnCancelNote } from "../deposit-on-cancel-note";
import { useServiceLabel } from "../service-labels";
import { useBookingTime } from "../use-booking-time";
import { useDateLabels } from "../use-date-labels";
import type { ChangePageData } from "./change-page.server";
import { SlotChoice } from "./slot-choice";

/** The page that moves or cancels one booking (decision 104); plain forms, scripts optional. */
export function ChangeBookingView({
  data,
  failure,
}: {
  data: ChangePageData;
  failure?: FormFailure;
}) {
  const { t } = useTranslation("bookings");
  const serviceLabel = useServiceLabel();
  const { fullDate } = useDateLabels();
  const hour = useBookingTime();
  const localized = useLocalizedPath();
  const busy = useNavigation().state === "submitting";
  const { booking } = data;
  const active = booking.status === "pending" || booking.status === "confirmed";
  const deadline = `${fullDate(data.deadline.date)} ${hour.clock(data.deadline.time)}`;

  return (
    <section className="container-page max-w-3xl py-14 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("change.title")}</h1>
      <div className="mt-8 rounded-2xl border border-line bg-ink-soft p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">
            {serviceLabel(booking.serviceType, booking.serviceName)}
          </h2>
          <StatusBadge status={booking.status} />
        </div>
        <p className="mt-3 font-medium text-snow first-letter:uppercase" data-testid="current-slot">
          {fullDate(booking.bookingDate)},{" "}
          {t("list.timeValue", { time: hour.clock(booking.bookingTime) })}
        </p>
        <p className="mt-1 text-sm">{hour.zone(booking.bookingDate, booking.bookingTime)}</p>
      </div>

      {failure && (
        <div role="alert" className="mt-6 rounded-xl border border-red-400/40 bg-red-400/10 p-4">
          <p className="font-semibold">{t("change.failedTitle")}</p>
          <p className="mt-1">{failure.detail}</p>
        </div>
      )}

      {!active && (
        <p className="mt-8 text-lg">
          {t(`change.inactive.${booking.status as "cancelled" | "declined" | "completed"}`)}
        </p>
      )}

      {data.canMove && (
        <>
          <p className="mt-8">{t("change.until", { deadline })}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="intent" value="reschedule" />
            {data.key && <input type="hidden" name="key" value={data.key} />}
            <fieldset>
              <legend className="text-2xl font-semibold">{t("change.moveTitle")}</legend>
              <p className="mt-2 text-sm">{t("change.moveLead")}</p>
              <SlotChoice days={data.days} />
            </fieldset>
            <div className="mt-4 flex flex-wrap gap-4 text-sm">
              {data.earlier && (
                <Link to={`?${pageQuery(data.key, data.earlier)}`}>{t("change.earlier")}</Link>
              )}
              {data.later && (
                <Link to={`?${pageQuery(data.key, data.later)}`}>{t("change.later")}</Link>
              )}
            </div>
            {data.days.length > 0 && (
              <Button type="submit" className="mt-6" disabled={busy}>
                <CalendarClock className="size-4" aria-hidden="true" />
                {busy ? t("change.moving") : t("change.move")}
              </Button>
            )}
          </Form>
        </>
      )}

      {active && !data.canMove && (
        <div className="mt-8 rounded-2xl border border-line p-5 sm:p-6">
          <h2 className="text-2xl font-semibold">{t("change.closedTitle")}</h2>
          <p className="mt-2">{t("change.closed")}</p>
          <ul className="mt-3 grid gap-2">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-aurora" aria-hidden="true" />
              <span className="sr-only">{t("change.email")}</span>
              <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-aurora" aria-hidden="true" />
              <span className="sr-only">{t("change.phone")}</span>
              <a href={`tel:${data.contact.phone.replace(/[^\d+]/g, "")}`}>{data.contact.phone}</a>
            </li>
          </ul>
        </div>
      )}

      {data.canCancel && (
        <Form method="post" className="mt-10 border-t border-line pt-8">
          <h2 className="text-2xl font-semibold">{t("change.cancelTitle")}</h2>
          <p className="mt-2">
            {booking.status === "pending" && !data.canMove
              ? t("change.withdrawLead")
              : t("change.cancelLead")}
          </p>
          {data.deposit && (
            <DepositOnCancelNote id="deposit-on-cancel" deposit={data.deposit} className="mt-3" />
          )}
          <input type="hidden" name="intent" value="cancel" />
          {data.key && <input type="hidden" name="key" value={data.key} />}
          <Button
            type="submit"
            variant="secondary"
            className="mt-4"
            disabled={busy}
            aria-describedby={data.deposit ? "deposit-on-cancel" : undefined}
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t("change.cancel")}
          </Button>
        </Form>
      )}

      {data.signedIn && (
        <p className="mt-10">
          <Link to={localized("/bookings")}>{t("change.myBookings")}</Link>
        </p>
      )}
    </section>
  );
}

function pageQuery(key: string | null, from: string): string {
  const query = new URLSearchParams();
  if (key) query.set("key", key);
  query.set("from", from);
  return query.toString();
}
