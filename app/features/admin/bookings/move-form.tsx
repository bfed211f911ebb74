import { CalendarClock } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, inputBorder } from "~/components/forms/form-field";
import { slotTimes } from "~/features/booking/slots";
import { useBookingRules } from "~/features/settings/use-settings";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime } from "~/lib/format";
import { useBusinessToday } from "~/lib/use-site";
import { AdminActionForm } from "../admin-action-form";
import type { AdminBooking } from "./admin-bookings.server";

/**
 * Moves a booking to another day and hour (decision 103): a plain form behind a disclosure,
 * posted to the page's action; the server refuses a taken or blocked time with a message.
 */
export function MoveForm({ booking, when }: { booking: AdminBooking; when: string }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const id = useId();
  const today = useBusinessToday();
  const times = slotTimes(useBookingRules());
  const field = `${inputClass} ${inputBorder(false)} py-2`;
  return (
    <details className="group max-w-full">
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-aurora hover:text-aurora focus-visible:outline-2 focus-visible:outline-aurora"
        aria-label={t("bookings.moveLabel", { date: when, time: booking.bookingTime })}
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        {t("bookings.move")}
      </summary>
      <AdminActionForm
        intent="move"
        fields={{ bookingId: booking.id }}
        failureTitle={t("bookings.failedTitle")}
        className="mt-3 grid max-w-sm gap-2"
      >
        {(busy) => (
          <>
            <label htmlFor={`${id}-date`} className="text-sm font-semibold">
              {t("bookings.moveDate")}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              name="date"
              required
              min={today}
              defaultValue={booking.bookingDate}
              className={field}
            />
            <label htmlFor={`${id}-time`} className="text-sm font-semibold">
              {t("bookings.moveTime")}
            </label>
            <select
              id={`${id}-time`}
              name="time"
              defaultValue={booking.bookingTime}
              aria-describedby={`${id}-hint`}
              className={field}
            >
              {times.map((time) => (
                <option key={time} value={time}>
                  {formatClockTime(time, lang)}
                </option>
              ))}
            </select>
            <p id={`${id}-hint`} className="text-xs text-mist">
              {t("bookings.moveHint")}
            </p>
            <Button type="submit" disabled={busy} className="justify-self-start px-4 py-2">
              {busy ? t("bookings.busy") : t("bookings.moveSubmit")}
            </Button>
          </>
        )}
      </AdminActionForm>
    </details>
  );
}
