import { wallTimeIn } from "~/lib/business-time";
import { businessTimeZone, defaultBookingRules, type BookingRules } from "~/content/business";
import { slotStart } from "./slots";

// Until when a customer may move or cancel a booking themselves (decision 104): the owner's
// cut-off before its start. A pending request may always be withdrawn; nothing is owed yet.

/** The last instant the customer may change the booking themselves. */
export function changeDeadline(
  booking: { bookingDate: string; bookingTime: string },
  rules: Pick<BookingRules, "changeCutoffHours">,
): Date {
  const start = slotStart(booking.bookingDate, booking.bookingTime);
  const hours = rules.changeCutoffHours ?? defaultBookingRules.changeCutoffHours!;
  return new Date(start.getTime() - hours * 60 * 60 * 1000);
}

/** Whether the customer may still move or cancel it at `now`. */
export function canChangeAt(
  booking: { bookingDate: string; bookingTime: string; status: string },
  rules: Pick<BookingRules, "changeCutoffHours">,
  now: Date,
): boolean {
  if (booking.status !== "pending" && booking.status !== "confirmed") return false;
  return now.getTime() < changeDeadline(booking, rules).getTime();
}

/** The deadline as the studio's wall clock shows it ("YYYY-MM-DD", "HH:MM"). */
export function deadlineWallTime(deadline: Date): { date: string; time: string } {
  return wallTimeIn(deadline, businessTimeZone);
}
