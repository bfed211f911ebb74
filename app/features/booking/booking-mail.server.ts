import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { business } from "~/content/business";
import type { SessionUser } from "~/features/auth/session.server";
import { bookingIcs, bookingUid, icsAttachment } from "~/features/mail/ics";
import { enqueueEmail } from "~/features/mail/outbox.server";
import {
  bookingCancelledCustomer,
  bookingCancelledOwner,
  bookingNewOwner,
  bookingReceivedCustomer,
  serviceLabel,
} from "~/features/mail/templates";
import { isLanguage } from "~/i18n/languages";
import { mailer } from "~/features/mail/mailer.server";
import type { Booking } from "./booking.server";

/**
 * Queues the e-mails of a booking event in the caller's transaction: to the customer in their
 * language with a calendar file (a cancelling one on cancellation), and to the owner.
 */
export async function queueBookingEmails(
  tx: Database,
  event: "received" | "cancelled",
  booking: Booking,
  customer: SessionUser,
) {
  const language = isLanguage(booking.language) ? booking.language : "sv";
  const details = {
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? undefined,
    serviceType: booking.serviceType,
    date: booking.bookingDate,
    time: booking.bookingTime,
    message: booking.message ?? undefined,
    language,
  };
  const toCustomer =
    event === "received" ? bookingReceivedCustomer(details) : bookingCancelledCustomer(details);
  const method = event === "received" ? "REQUEST" : "CANCEL";
  const ics = bookingIcs({
    uid: bookingUid(booking.id, new URL(config().publicUrl).hostname),
    date: booking.bookingDate,
    time: booking.bookingTime,
    durationMinutes: 60,
    summary: `${serviceLabel(booking.serviceType, language)} – ${business.name}`,
    description: booking.message ?? undefined,
    location: `${business.streetAddress}, ${business.postalCode} ${business.city}`,
    organizerEmail: business.email,
    organizerName: business.name,
    attendee: { email: customer.email, name: customer.name },
    method,
    sequence: event === "received" ? 0 : 1,
  });
  await enqueueEmail(tx, {
    to: customer.email,
    ...toCustomer,
    attachments: [icsAttachment(ics, method)],
  });
  const owner = config().OWNER_EMAIL ?? business.email;
  await enqueueEmail(tx, {
    to: owner,
    ...(event === "received" ? bookingNewOwner(details) : bookingCancelledOwner(details)),
  });
}

/** Asks the mail worker to deliver soon (after the transaction has committed). */
export function kickMailer() {
  mailer()?.kick();
}
