import { businessTimeZone } from "~/content/business";

// Numeric parts only: their output is the same in every ICU version, so server and browser agree.
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the business's day ("YYYY-MM-DD") and clock time ("HH:MM"). */
export function businessDateTime(iso: string): { date: string; time: string } {
  const found = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${found.year}-${found.month}-${found.day}`,
    time: `${found.hour}:${found.minute}`,
  };
}
