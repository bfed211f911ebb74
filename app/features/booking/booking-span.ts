// Relative imports with their extension: the benchmark runs slots.ts (and so this) in Node.
import type { BookingRules } from "../../content/business.ts";

// The hours a booking holds (docs/decisions/103): its service's length in whole hours from its
// starting hour, then the owner's buffer. The database's trigger writes the same hours as
// booking_hours rows (drizzle/*_booking_hours.sql); this is its mirror for availability and
// for refusing before the database has to.

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The longest service a day can hold, in hours. */
export const maxDurationHours = 24;

/** A service's duration in whole hours, at least one: 90 minutes hold two hourly slots. */
export function durationHoursOf(durationMinutes: number | null | undefined): number {
  if (!durationMinutes || !Number.isFinite(durationMinutes) || durationMinutes <= 0) return 1;
  return Math.min(maxDurationHours, Math.ceil(durationMinutes / 60));
}

/** The owner's buffer after every booking, in hours (0 when the rules predate it). */
export function bufferHoursOf(rules: Pick<BookingRules, "bufferHours">): number {
  return rules.bufferHours ?? 0;
}

export type BookingSpan = { durationHours: number; bufferHours: number };

/** The hours a booking starting at `time` holds: its own, then its buffer (none past 23:00). */
export function spanHours(time: string, span: BookingSpan): { held: string[]; buffer: string[] } {
  const start = Number(time.slice(0, 2));
  const held: string[] = [];
  const buffer: string[] = [];
  for (let hour = start; hour < start + span.durationHours + span.bufferHours && hour <= 23; hour++)
    (hour < start + span.durationHours ? held : buffer).push(hourLabel(hour));
  return { held, buffer };
}

/** Whether every hour of the booking itself is one of the day's bookable slots. */
export function fitsInDay(rules: BookingRules, time: string, durationHours: number): boolean {
  const start = Number(time.slice(0, 2));
  return start >= rules.firstHour && start + durationHours - 1 <= rules.lastHour;
}
