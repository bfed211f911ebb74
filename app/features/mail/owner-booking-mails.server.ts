import { bookingDetails, type BookingMailInput } from "./booking-mails.server";
import { customerMail, type MailContent } from "./compose.server";

// The customer's mail about a booking the owner entered for a customer who phoned (decision
// 103). A move, by the owner or the customer, sends booking-change-mails' one mail.

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
