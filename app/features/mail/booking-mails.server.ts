import type { ServiceText } from "~/db/schema";
import {
  amountText,
  hasCampaignPrice,
  priceText,
  type BookingPrice,
  type PriceWords,
} from "~/features/booking/booking-price";
import { textIn } from "~/features/catalogue/service-view";
import { addressLine } from "~/features/settings/site-settings";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { serverT } from "~/i18n/translate.server";
import { formatCents } from "~/features/shop/product-price";
import { formatClockTime, formatDate } from "~/lib/format";
import { isServiceType, serviceLabelKeys } from "../booking/service-label-keys";
import { customerMail, mailT, type MailBlock, type MailContent } from "./compose.server";

// The customer's mails about a booking, in the customer's language.

export type BookingMailInput = {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  /** A catalogue id or a legacy key (architecture section 4). */
  serviceType: string;
  /** The catalogue's names of the service (by its id or the legacy key mapped to it). */
  serviceName?: ServiceText;
  /** The price kept with the booking (docs/decisions/086); none for a quote or an older booking. */
  price?: BookingPrice | null;
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
  /** The booking's own page to move or cancel it, with its key (decision 104). */
  changeUrl?: string;
};

/**
 * A booking's service in a language: the catalogue's name, as the booking form shows it; a
 * legacy key the catalogue no longer maps by its old text; anything else as it is stored.
 */
export function serviceLabel(
  serviceType: string,
  language: Language,
  serviceName?: ServiceText | null,
): string {
  if (serviceName) return textIn(serviceName, language).text;
  if (!isServiceType(serviceType)) return serviceType;
  return allResources[language].booking.services[serviceLabelKeys[serviceType]];
}

/** The kept price in a language: "175 €", "60 €/h", or the campaign's with the ordinary one. */
export function bookingPriceText(
  price: BookingPrice | null | undefined,
  language: Language,
): string | undefined {
  if (!price) return undefined;
  const t = serverT(language);
  const words: PriceWords = (key, values) => t(`booking:price.${key}`, values);
  if (!hasCampaignPrice(price)) return priceText(price, language, words);
  return mailT(language)("booking.campaignPrice", {
    price: amountText(price, price.campaignAmount, language, words),
    regular: amountText(price, price.amount, language, words),
  });
}

export function bookingDetails(input: BookingMailInput): MailBlock[] {
  const t = mailT(input.language);
  const blocks: MailBlock[] = [
    {
      kind: "details",
      rows: [
        {
          label: t("booking.service"),
          value: serviceLabel(input.serviceType, input.language, input.serviceName),
        },
        ...priceRow(input, input.language),
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

/** The price's row of a booking's details, when a price was kept. */
export function priceRow(
  input: Pick<BookingMailInput, "price">,
  language: Language,
): { label: string; value: string }[] {
  const value = bookingPriceText(input.price, language);
  return value ? [{ label: mailT(language)("booking.price"), value }] : [];
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

/** The studio confirms: with the owner's own words when they wrote any (decision 103). */
export function bookingConfirmedCustomer(
  input: BookingMailInput,
  ownerMessage: string | null = null,
): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.confirmed",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.confirmed.body") },
      ...(ownerMessage
        ? [
            {
              kind: "quote",
              label: t("booking.confirmed.ownerMessage"),
              text: ownerMessage,
            } as const,
          ]
        : []),
      ...bookingDetails(input),
      // Where: a shoot is in the studio or on location, so the mail names both (texts review E4).
      {
        kind: "paragraph",
        text: t("booking.confirmed.place", {
          address: addressLine(currentSettings().business, input.language),
        }),
      },
      { kind: "paragraph", text: t("booking.confirmed.calendar") },
      { kind: "link", lead: t("booking.confirmed.myBookings"), url: input.bookingsUrl },
      // Moving or cancelling without signing in, until the owner's cut-off (decision 104).
      ...(input.changeUrl
        ? [{ kind: "link", lead: t("booking.confirmed.change"), url: input.changeUrl } as const]
        : []),
    ],
  });
}

/** A booking's paid deposit, in cents of its order's currency. */
export type PaidDeposit = { amountCents: number; currency: string };

/**
 * The studio declines: with the owner's own words when they wrote any, and, when a deposit was
 * paid, that it is paid back in full (decision 109; its refund's receipt is a mail of its own).
 */
export function bookingDeclinedCustomer(
  input: BookingMailInput,
  ownerMessage: string | null,
  deposit?: PaidDeposit | null,
): MailContent {
  return customerMail({
    language: input.language,
    texts: "booking.declined",
    name: input.customerName,
    blocks: (t) => [
      { kind: "paragraph", text: t("booking.declined.body") },
      ...(deposit
        ? [
            {
              kind: "paragraph",
              text: t("booking.declined.deposit", {
                amount: formatCents(deposit.amountCents, input.language, deposit.currency),
              }),
            } as const,
          ]
        : []),
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
