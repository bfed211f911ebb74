import { addDays, isCalendarDate } from "~/features/booking/slots";

/** The Monday of the week `date` falls in (weeks start on Monday in the Nordics). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** ISO 8601 week number, as Nordic calendars print it. */
export function isoWeek(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  return (
    1 +
    Math.round(
      ((thursday.getTime() - firstThursday.getTime()) / 86_400_000 -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    )
  );
}

/** The seven days of the week that `week` (any day of it) names, or today's week. */
export function weekDays(week: string | null, today: string): string[] {
  const start = mondayOf(week && isCalendarDate(week) ? week : today);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}
