import { useTranslation } from "~/i18n/react";
import { useBookingTime } from "../use-booking-time";
import { useDateLabels } from "../use-date-labels";

/** The free times of the window, a radio button each, grouped by day. */
export function SlotChoice({ days }: { days: { date: string; times: string[] }[] }) {
  const { t } = useTranslation("bookings");
  const { fullDate } = useDateLabels();
  const hour = useBookingTime();
  if (days.length === 0) return <p className="mt-4">{t("change.noSlots")}</p>;
  return (
    <div className="mt-4 grid gap-5">
      {days.map((day) => (
        <fieldset key={day.date}>
          <legend className="font-medium text-snow first-letter:uppercase">
            {fullDate(day.date)}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.times.map((time) => (
              <label
                key={time}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-aurora"
              >
                <input type="radio" name="slot" value={`${day.date} ${time}`} required />
                <span className="tabular-nums">{hour.clock(time)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
