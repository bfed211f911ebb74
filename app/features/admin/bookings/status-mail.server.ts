import type { Database } from "~/db/client.server";
import type { Booking } from "~/features/booking/booking.server";
import { bookedServiceText } from "~/features/booking/booking-services.server";
import {
  bookingCalendarAttachment,
  bookingMailDetails,
} from "~/features/booking/booking-mail.server";
import {
  bookingConfirmedCustomer,
  bookingDeclinedCustomer,
} from "~/features/mail/booking-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";

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
  const serviceName = await bookedServiceText(tx, booking.serviceType);
  const { details } = bookingMailDetails(booking, customer, serviceName);
  const calendar = bookingCalendarAttachment(
    booking,
    customer,
    event === "confirmed" ? "confirmed" : "cancelled",
    serviceName,
  );
  await enqueueEmail(tx, {
    to: customer.email,
    ...(event === "confirmed"
      ? bookingConfirmedCustomer(details)
      : bookingDeclinedCustomer(details, ownerMessage)),
    attachments: [calendar.attachment],
  });
}
