import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import type { Booking } from "~/features/booking/booking.server";
import { bookingMailDetails } from "~/features/booking/booking-mail.server";
import {
  bookingConfirmedCustomer,
  bookingDeclinedCustomer,
} from "~/features/mail/booking-mails.server";
import { bookingCalendarFile } from "~/features/mail/ics.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { now } from "~/lib/clock";

export type BookingCustomer = { name: string; email: string; phone: string | null };

/**
 * The customer's mail when the studio confirms or declines, in the booking's language, with the
 * calendar file that updates their event (REQUEST, sequence 1) or removes it (CANCEL).
 */
export async function queueStatusEmail(
  tx: Database,
  event: "confirmed" | "declined",
  booking: Booking,
  customer: BookingCustomer,
  ownerMessage: string | null,
) {
  const { language, details } = bookingMailDetails(booking, customer);
  const calendar = bookingCalendarFile({
    bookingId: booking.id,
    host: new URL(config().publicUrl).hostname,
    state: event === "confirmed" ? "confirmed" : "cancelled",
    date: booking.bookingDate,
    time: booking.bookingTime,
    durationMinutes: 60,
    serviceType: booking.serviceType,
    language,
    customer: { email: customer.email, name: customer.name },
    message: booking.message,
    bookingsUrl: details.bookingsUrl,
    now: now(),
  });
  await enqueueEmail(tx, {
    to: customer.email,
    ...(event === "confirmed"
      ? bookingConfirmedCustomer(details)
      : bookingDeclinedCustomer(details, ownerMessage)),
    attachments: [calendar.attachment],
  });
}
