import type { Language } from "~/i18n/languages";
import { formatClockTime, formatDate } from "~/lib/format";
import { priceRow, serviceLabel, type BookingMailInput } from "./booking-mails.server";
import {
  composeMail,
  mailT,
  oneLine,
  type DetailRow,
  type MailBlock,
  type MailContent,
} from "./compose.server";

// The owner's mails about bookings. The owner reads Swedish, whatever the customer's language.
export const ownerLanguage: Language = "sv";

type OwnerMailInput = Omit<BookingMailInput, "bookingsUrl" | "bookUrl">;

function ownerMail(
  event: "received" | "cancelled" | "moved",
  input: OwnerMailInput,
  extra: MailBlock[] = [],
): MailContent {
  const t = mailT(ownerLanguage);
  const service = serviceLabel(input.serviceType, ownerLanguage, input.serviceName);
  const date = formatDate(input.date, ownerLanguage, "full");
  const time = formatClockTime(input.time, ownerLanguage);
  const rows: DetailRow[] = [
    { label: t("owner.customer"), value: input.customerName },
    { label: t("owner.email"), value: input.customerEmail, href: `mailto:${input.customerEmail}` },
  ];
  const phone = input.customerPhone?.trim();
  if (phone)
    rows.push({
      label: t("owner.phone"),
      value: phone,
      href: `tel:${phone.replace(/[^\d+]/g, "")}`,
    });
  rows.push(
    { label: t("owner.service"), value: service },
    ...priceRow(input, ownerLanguage),
    { label: t("owner.date"), value: date },
    { label: t("owner.time"), value: t("owner.timeValue", { time }) },
    { label: t("owner.language"), value: t(`owner.languages.${input.language}`) },
  );
  const message = input.message?.trim();
  const details = t("owner.subjectDetails", {
    service,
    date,
    time,
    customer: oneLine(input.customerName),
  });
  return composeMail({
    language: ownerLanguage,
    subject: t(`owner.${event}.subject`, { details }),
    heading: t(`owner.${event}.heading`),
    blocks: [
      { kind: "paragraph", text: t(`owner.${event}.body`) },
      ...extra,
      { kind: "details", rows },
      message
        ? { kind: "quote", label: t("owner.message"), text: message }
        : { kind: "paragraph", text: t("owner.noMessage") },
    ],
  });
}

export function bookingNewOwner(input: OwnerMailInput): MailContent {
  return ownerMail("received", input);
}

export function bookingCancelledOwner(input: OwnerMailInput): MailContent {
  return ownerMail("cancelled", input);
}

/** The customer moved their booking themselves (decision 104): the new time, and the old one. */
export function bookingMovedOwner(
  input: OwnerMailInput,
  previous: { date: string; time: string },
): MailContent {
  const t = mailT(ownerLanguage);
  return ownerMail("moved", input, [
    {
      kind: "paragraph",
      text: t("owner.moved.previous", {
        date: formatDate(previous.date, ownerLanguage, "full"),
        time: formatClockTime(previous.time, ownerLanguage),
      }),
    },
  ]);
}
