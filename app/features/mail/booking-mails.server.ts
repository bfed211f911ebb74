import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { formatClockTime, formatDate } from "~/lib/format";
import { isServiceType, serviceLabelKeys } from "../booking/service-label-keys";
import { customerMail, mailT, type MailBlock, type MailContent } from "./compose.server";

// The customer's mails about a booking, in the customer's language.

export type BookingMailInput = {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  /** A key of bookingServiceTypes. */
  serviceType: string;
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:00", Helsinki time */
  time: string;
  message?: string | null;
  language: Language;
  /** The customer's "My bookings" page, absolute, in their language. */
  bookingsUrl: string;
  /** Where to book again, absolute, in their language. */
  bookUrl: string;
};

/** A service's label in a language: the same text the booking form shows. */
export function serviceLabel(serviceType: string, language: Language): string {
  if (!isServiceType(serviceType)) return serviceType;
  return allResources[language].booking.services[serviceLabelKeys[serviceType]];
}

function bookingDetails(input: BookingMailInput): MailBlock[] {
  const t = mailT(input.language);
  const blocks: MailBlock[] = [
    {
      kind: "details",
      rows: [
        { label: t("booking.service"), value: serviceLabel(input.serviceType, input.language) },
        { label: t("booking.date"), value: formatDate(input.date, input.language, "full") },
        {
          label: t("booking.time"),
          value: t("booking.timeValue", { time: formatClockTime(input.time, input.language) }),
        },
      ],
    },
  ];
  const message = input.message?.trim();
  if (message) blocks.push({ kind: "quote", label: t("booking.yourMessage"), text: message });
  return blocks;
}

export function bookingReceivedCustomer(input: BookingMailInput): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.received",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.received.body") },
      ...bookingDetails(input),
      { kind: "paragraph", text: t("booking.received.calendar") },
      { kind: "link", lead: t("booking.received.myBookings"), url: input.bookingsUrl },
    ],
  });
}

export function bookingCancelledCustomer(input: BookingMailInput): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.cancelled",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.cancelled.body") },
      ...bookingDetails(input),
      {
        kind: "paragraph",
        text: t("booking.cancelled.notYou", { email: currentSettings().business.email }),
      },
      { kind: "link", lead: t("booking.cancelled.bookAgain"), url: input.bookUrl },
    ],
  });
}

export function bookingConfirmedCustomer(input: BookingMailInput): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.confirmed",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.confirmed.body") },
      ...bookingDetails(input),
      { kind: "paragraph", text: t("booking.confirmed.calendar") },
      { kind: "link", lead: t("booking.confirmed.myBookings"), url: input.bookingsUrl },
    ],
  });
}

/** The studio declines: with the owner's own words when they wrote any. */
export function bookingDeclinedCustomer(
  input: BookingMailInput,
  ownerMessage: string | null,
): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.declined",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.declined.body") },
      ...(ownerMessage
        ? [
            {
              kind: "quote",
              label: t("booking.declined.ownerMessage"),
              text: ownerMessage,
            } as const,
          ]
        : []),
      ...bookingDetails(input),
      { kind: "link", lead: t("booking.declined.bookAgain"), url: input.bookUrl },
    ],
  });
}
