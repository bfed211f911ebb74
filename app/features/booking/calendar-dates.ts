import { addDays } from "./slots";

// Calendar arithmetic on plain "YYYY-MM-DD" strings, computed in UTC: a calendar day has no time
// zone, so no browser zone or DST change can shift a day (the bug class style.md warns about).

export const weekdayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];
export const monthKeys = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;
export type MonthKey = (typeof monthKeys)[number];

/** "2026-11-24" → "2026-11". */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastOfMonth(month: string): string {
  return addDays(firstOfMonth(addMonths(month, 1)), -1);
}

/** Monday is 0, Sunday 6 (the week starts on Monday in all three languages). */
export function weekdayIndex(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month as weeks of seven cells, Monday first; cells outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The parts a localized date label is made of. */
export function dateParts(isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return { year, month: monthKeys[month - 1]!, day, weekday: weekdayKeys[weekdayIndex(isoDate)]! };
}
