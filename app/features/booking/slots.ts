// Relative imports with their extension: the benchmark runs this file in Node directly.
import { businessTimeZone } from "../../content/business.ts";
import { businessToday, now as clockNow } from "../../lib/clock.ts";

export { businessToday };

/** Hourly slots 09:00–17:00, business time (spec section 3: nine). */
export const bookingTimes = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
] as const;
export type BookingTime = (typeof bookingTimes)[number];

/** How far ahead a booking may be made. */
export const maxDaysAhead = 365;

const hourFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: businessTimeZone,
  hour: "2-digit",
  hourCycle: "h23",
});

/** The current hour in Finland, 0–23. */
export function businessHour(now: Date = clockNow()): number {
  return Number(hourFormat.format(now));
}

/** A real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day a booking may be made for. */
export function lastBookableDay(now: Date = clockNow()): string {
  return addDays(businessToday(now), maxDaysAhead);
}

/** A slot can be booked while its hour has not started yet in Finland. */
export function isSlotInFuture(date: string, time: string, now: Date = clockNow()): boolean {
  const today = businessToday(now);
  if (date !== today) return date > today;
  return Number(time.slice(0, 2)) > businessHour(now);
}
