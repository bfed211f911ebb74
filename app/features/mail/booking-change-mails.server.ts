import { currentSettings } from "~/features/settings/settings-store.server";
import { formatClockTime, formatDate } from "~/lib/format";
import type { Language } from "~/i18n/languages";
import { bookingDetails, type BookingMailInput } from "./booking-mails.server";
import { customerMail, type MailContent } from "./compose.server";
import { studioAddress } from "./studio-address";

// The customer's mails of decision 104: the reminder before a session, and the new time after
// they moved a booking themselves. Both carry the booking's change link.

/** "fredag 4 december 2026 kl. 14:00" in the reader's language. */
function whenText(date: string, time: string, language: Language, at: string): string {
  return `${formatDate(date, language, "full")} ${at} ${formatClockTime(time, language)}`;
}

export type ReminderExtras = {
  /** The studio is the place (a studio service and no place in the message). */
  atStudio: boolean;
  changeUrl: string;
  /** Until when the customer may still move or cancel (wall time); null: the cut-off has passed. */
  changeUntil: { date: string; time: string } | null;
};

export function bookingReminderCustomer(
  input: BookingMailInput,
  extras: ReminderExtras,
): MailContent {
  const { business } = currentSettings();
  return customerMail({
    language: input.language,
    texts: "booking.reminder",
    name: input.customerName,
    subjectValues: { date: formatDate(input.date, input.language, "full") },
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.reminder.body") },
      ...bookingDetails(input),
      {
        kind: "paragraph",
        text: extras.atStudio
          ? t("booking.reminder.placeStudio", { address: studioAddress(input.language) })
          : t("booking.reminder.placeAgreed"),
      },
      { kind: "paragraph", text: t("booking.reminder.bring") },
      extras.changeUntil
        ? {
            kind: "link",
            lead: t("booking.reminder.changeUntil", {
              deadline: whenText(
                extras.changeUntil.date,
                extras.changeUntil.time,
                input.language,
                t("booking.at"),
              ),
            }),
            url: extras.changeUrl,
          }
        : {
            kind: "link",
            lead: t("booking.reminder.changeClosed", {
              email: business.email,
              phone: business.phone,
            }),
            url: extras.changeUrl,
          },
    ],
  });
}

export function bookingMovedCustomer(
  input: BookingMailInput,
  previous: { date: string; time: string },
  changeUrl: string,
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
        text: t("booking.moved.previous", {
          date: formatDate(previous.date, input.language, "full"),
          time: formatClockTime(previous.time, input.language),
        }),
      },
      { kind: "paragraph", text: t("booking.moved.calendar") },
      { kind: "link", lead: t("booking.moved.manage"), url: changeUrl },
    ],
  });
}
