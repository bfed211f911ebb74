// Relative imports with their extension: the benchmark runs this file in Node directly.
import { TZDate } from "@date-fns/tz";
import {
  businessTimeZone,
  defaultBookingRules,
  type BookingRules,
} from "../../content/business.ts";
import { businessToday, now as clockNow } from "../../lib/clock.ts";
import { fitsInDay } from "./booking-span.ts";

export { businessToday };
export type { BookingRules };

/** "09:00" for 9. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The hourly slots of a bookable day under the rules, "09:00" … "17:00" by default. */
export function slotTimes(rules: BookingRules): string[] {
  const times: string[] = [];
  for (let hour = rules.firstHour; hour <= rules.lastHour; hour++) times.push(hourLabel(hour));
  return times;
}

/** The default rules' slots: what scripts and tests that do not change the rules book. */
export const bookingTimes = slotTimes(defaultBookingRules);

// Made on first use (see businessToday in lib/clock.ts: a time zone's data costs a phone time).
let hourFormat: Intl.DateTimeFormat | undefined;

let lastHour = { time: Number.NaN, hour: 0 };

/** The current hour in Finland, 0–23 (the last answer kept, as businessToday's). */
export function businessHour(now: Date = clockNow()): number {
  const time = now.getTime();
  if (time !== lastHour.time) {
    hourFormat ??= new Intl.DateTimeFormat("en-GB", {
      timeZone: businessTimeZone,
      hour: "2-digit",
      hourCycle: "h23",
    });
    lastHour = { time, hour: Number(hourFormat.format(now)) };
  }
  return lastHour.hour;
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
export function lastBookableDay(rules: BookingRules, now: Date = clockNow()): string {
  return addDays(businessToday(now), rules.maxDaysAhead);
}

/** Whether the rules take bookings on this day of the week (Monday 0 … Sunday 6). */
export function isOpenWeekday(rules: BookingRules, isoDate: string): boolean {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return rules.weekdays.includes(weekday);
}

/** A slot's starting instant: its Helsinki wall-clock hour, across daylight-saving changes. */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const hour = Number(time.slice(0, 2));
  return new Date(new TZDate(year, month - 1, day, hour, 0, businessTimeZone).getTime());
}

/** A slot's hour has not started yet in Finland. */
export function isSlotInFuture(date: string, time: string, now: Date = clockNow()): boolean {
  const today = businessToday(now);
  if (date !== today) return date > today;
  return Number(time.slice(0, 2)) > businessHour(now);
}

/** Why a slot cannot be booked, as a field and a translation key (namespace api). */
export type SlotRefusal = {
  field: "bookingDate" | "bookingTime";
  message: string;
  values?: Record<string, string | number>;
};

/**
 * The booking rules applied to one slot at `now`: null when it can be booked (taken slots
 * aside — the database decides those). The first rule broken is the one reported.
 */
export function slotRefusal(
  rules: BookingRules,
  date: string,
  time: string,
  now: Date = clockNow(),
  durationHours = 1,
): SlotRefusal | null {
  if (date < businessToday(now))
    return { field: "bookingDate", message: "api:validation.datePast" };
  if (date > lastBookableDay(rules, now))
    return {
      field: "bookingDate",
      message: "api:validation.dateTooFar",
      values: { days: rules.maxDaysAhead },
    };
  if (!isOpenWeekday(rules, date))
    return { field: "bookingDate", message: "api:validation.dayClosed" };
  if (!slotTimes(rules).includes(time))
    return {
      field: "bookingTime",
      message: "api:validation.timeClosed",
      values: { first: hourLabel(rules.firstHour), last: hourLabel(rules.lastHour) },
    };
  // A longer service must end within the day's slots (docs/decisions/103).
  if (!fitsInDay(rules, time, durationHours))
    return {
      field: "bookingTime",
      message: "api:validation.tooLongForTime",
      values: { hours: durationHours, last: hourLabel(rules.lastHour - durationHours + 1) },
    };
  if (rules.minNoticeHours === 0)
    return isSlotInFuture(date, time, now)
      ? null
      : { field: "bookingTime", message: "api:validation.timeRequired" };
  const noticeMs = rules.minNoticeHours * 3_600_000;
  return slotStart(date, time).getTime() - now.getTime() >= noticeMs
    ? null
    : {
        field: "bookingTime",
        message: "api:validation.tooSoon",
        values: { hours: rules.minNoticeHours },
      };
}
