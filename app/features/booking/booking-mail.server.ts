import { config } from "~/config.server";
import { now } from "~/lib/clock";
import type { Database } from "~/db/client.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { SessionUser } from "~/features/auth/session.server";
import {
  bookingCancelledCustomer,
  bookingReceivedCustomer,
  type BookingMailInput,
} from "~/features/mail/booking-mails.server";
import { bookingCalendarFile, type CalendarState } from "~/features/mail/ics.server";
import { mailer } from "~/features/mail/mailer.server";
import { enqueueEmails, type EmailInput } from "~/features/mail/outbox.server";
import { bookingCancelledOwner, bookingNewOwner } from "~/features/mail/owner-mails.server";
import { isLanguage, localizePath } from "~/i18n/languages";
import type { ServiceText } from "~/db/schema";
import type { Booking } from "./booking.server";
import { keptPrice } from "./booking-price";
import { bookedServiceText } from "./booking-services.server";
import { changeUrl } from "./change-link.server";

/**
 * The e-mails of a booking event: to the customer in their language with the booking's calendar
 * file, and to the owner. Composed apart from queueing, so a new booking's mails are rendered
 * before its transaction and never while it holds the day's lock.
 */
export function bookingEmails(
  event: "received" | "cancelled",
  booking: Booking,
  customer: Pick<SessionUser, "name" | "email" | "phone">,
  serviceName: ServiceText | undefined,
): EmailInput[] {
  const { details } = bookingMailDetails(booking, customer, serviceName);
  const calendar = bookingCalendarAttachment(
    booking,
    customer,
    event === "received" ? "pending" : "cancelled",
    serviceName,
  );
  const owner = config().OWNER_EMAIL ?? currentSettings().business.email;
  return [
    {
      to: customer.email,
      ...(event === "received"
        ? bookingReceivedCustomer(details)
        : bookingCancelledCustomer(details)),
      attachments: [calendar.attachment],
    },
    {
      to: owner,
      replyTo: { address: customer.email, name: customer.name },
      ...(event === "received" ? bookingNewOwner(details) : bookingCancelledOwner(details)),
    },
  ];
}

/** Queues the e-mails of a booking event in the caller's transaction (one insert). */
export async function queueBookingEmails(
  tx: Database,
  event: "received" | "cancelled",
  booking: Booking,
  customer: Pick<SessionUser, "name" | "email" | "phone">,
) {
  const serviceName = await bookedServiceText(tx, booking.serviceType);
  await enqueueEmails(tx, bookingEmails(event, booking, customer, serviceName));
}

/** What every mail about a booking says of it, in the booking's language. */
export function bookingMailDetails(
  booking: Booking,
  customer: Pick<SessionUser, "name" | "email" | "phone">,
  serviceName: ServiceText | undefined,
) {
  const language = isLanguage(booking.language) ? booking.language : "sv";
  const { publicUrl } = config();
  const details: BookingMailInput = {
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? undefined,
    serviceType: booking.serviceType,
    serviceName,
    price: keptPrice(booking),
    date: booking.bookingDate,
    time: booking.bookingTime,
    message: booking.message ?? undefined,
    language,
    bookingsUrl: publicUrl + localizePath("/bookings", language),
    // The booking form is the home page's contact section.
    bookUrl: `${publicUrl}${localizePath("/", language)}#kontakt`,
    changeUrl: changeUrl(booking),
  };
  return { language, details };
}

/** The calendar file of a booking in a given state, for any mail to its customer about it. */
export function bookingCalendarAttachment(
  booking: Booking,
  customer: Pick<SessionUser, "name" | "email" | "phone">,
  state: CalendarState,
  serviceName: ServiceText | undefined,
) {
  const { language, details } = bookingMailDetails(booking, customer, serviceName);
  return bookingCalendarFile({
    bookingId: booking.id,
    host: new URL(config().publicUrl).hostname,
    state,
    date: booking.bookingDate,
    time: booking.bookingTime,
    // The hours it holds (decision 103); each move (by the owner or the customer) starts a new
    // round of sequences, so a moved booking's file wins (decisions 103, 104).
    durationMinutes: (booking.durationHours ?? 1) * 60,
    serviceType: booking.serviceType,
    serviceName,
    language,
    customer: { email: customer.email, name: customer.name },
    message: booking.message,
    bookingsUrl: details.bookingsUrl,
    // DTSTAMP is when the file is written, so the clock's "now" is the right value here.
    now: now(),
    moves: booking.icsSequence ?? 0,
  });
}

/** Asks the mail worker to deliver soon (after the transaction has committed). */
export function kickMailer() {
  mailer()?.kick();
}
