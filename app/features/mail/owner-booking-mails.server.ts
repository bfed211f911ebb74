import { formatClockTime, formatDate } from "~/lib/format";
import { bookingDetails, type BookingMailInput } from "./booking-mails.server";
import { customerMail, type MailContent } from "./compose.server";

// The customer's mails about what the owner does to a booking on their behalf (decision 103):
// a move to another time, and a booking entered for a customer who phoned.

/** The owner moved the booking: the new time, the old one, and a calendar file that moves it. */
export function bookingMovedCustomer(
  input: BookingMailInput,
  before: { date: string; time: string },
): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.moved",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.moved.body") },
      ...bookingDetails(input),
      {
        kind: "paragraph",
        text: t("booking.moved.before", {
          date: formatDate(before.date, input.language, "full"),
          time: formatClockTime(before.time, input.language),
        }),
      },
      { kind: "paragraph", text: t("booking.moved.calendar") },
      { kind: "link", lead: t("booking.moved.myBookings"), url: input.bookingsUrl },
    ],
  });
}

/**
 * The owner booked a time for a customer who phoned. Without an account the mail invites them
 * to make one with this address (`signUpUrl`); the booking needs none.
 */
export function bookingEnteredCustomer(
  input: BookingMailInput,
  signUpUrl: string | null,
): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.entered",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.entered.body") },
      ...bookingDetails(input),
      { kind: "paragraph", text: t("booking.entered.calendar") },
      ...(signUpUrl
        ? [
            { kind: "paragraph", text: t("booking.entered.invite") } as const,
            { kind: "link", lead: t("booking.entered.signUp"), url: signUpUrl } as const,
          ]
        : [
            {
              kind: "link",
              lead: t("booking.entered.myBookings"),
              url: input.bookingsUrl,
            } as const,
          ]),
    ],
  });
}
