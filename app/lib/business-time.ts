// Booking times are wall-clock times in Finland. The browser needs the instant behind one (to
// show a visitor abroad their own time) without the server's @date-fns/tz: Intl knows the zone
// rules, and only its numbers are read here, which do not differ between ICU versions.
import { businessTimeZone } from "~/content/business";
import { kept } from "./kept";

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return kept(
    partsFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  );
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") of an instant in a zone. */
export function wallTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Minutes a zone is ahead of UTC at an instant (Finland: 120 in winter, 180 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = wallTimeIn(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant at which clocks in Finland show `date` `time` (both as the booking stores them). */
export function businessInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  // The offset at the guessed instant, then again at the corrected one (a change of offset
  // between them happens only at night, outside booking hours, but costs nothing to handle).
  const first = wall - offsetMinutes(new Date(wall), businessTimeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), businessTimeZone) * 60_000);
}

/** Finland's offset from UTC at a booking's time, as written after "UTC": "+2", "+3". */
export function businessUtcOffset(date: string, time: string): string {
  const minutes = offsetMinutes(businessInstant(date, time), businessTimeZone);
  const hours = Math.trunc(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `${minutes < 0 ? "-" : "+"}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * A booking's time as it reads in another zone, or null where clocks show the same there
 * (Finland itself, or a zone that keeps the same time, e.g. Tallinn).
 */
export function timeElsewhere(
  date: string,
  time: string,
  timeZone: string,
): { date: string; time: string } | null {
  const there = wallTimeIn(businessInstant(date, time), timeZone);
  return there.date === date && there.time === time ? null : there;
}
