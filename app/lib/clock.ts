// The one source of "now" for every rule that depends on the date: whether the campaign runs,
// which days and hours can still be booked, how far ahead. Tests set it (docs/decisions/018).
// Relative imports with extensions: the booking benchmark loads this file in Node directly.
import { businessTimeZone } from "../content/business-time-zone.ts";

type TimeSource = () => Date | undefined;

let requestTime: TimeSource = () => undefined;

/** The current instant: the wall clock, or on a test server the time its request asked for. */
export function now(): Date {
  return requestTime() ?? new Date();
}

/** A test's ISO 8601 time; anything else throws, naming `what`. */
export function parseTestTime(value: string, what: string): Date {
  const time = new Date(value);
  // A typo in a test must fail loudly, not silently run on the wall clock.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()))
    throw new Error(`${what} must be an ISO 8601 time, got "${value.slice(0, 100)}"`);
  return time;
}

/** Used by clock.server.ts alone: answers with the current request's test time, if any. */
export function setRequestTimeSource(source: TimeSource): void {
  requestTime = source;
}

// Made on first use, not when the module loads: the first formatter with a time zone loads the
// browser's zone data (131 ms of home's hydration at 4× CPU), and a page that only shows dates
// takes its day from the server (the root loader's `today`, docs/decisions/077).
let dayFormat: Intl.DateTimeFormat | undefined;

// Formatting in a time zone costs microseconds, and the slots of a month ask for the same
// instant's day hundreds of times (GET /api/availability): the last answer is kept.
let lastDay = { time: Number.NaN, day: "" };

/** The date in Finland, "YYYY-MM-DD", whatever the server's or browser's own zone. */
export function businessToday(at: Date = now()): string {
  const time = at.getTime();
  if (time !== lastDay.time) {
    dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: businessTimeZone });
    lastDay = { time, day: dayFormat.format(at) };
  }
  return lastDay.day;
}
