import type { PriceKind, PriceUnit } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { formatCents } from "~/lib/format";

// A service's price as the booking form, my bookings and the booking mails write it. Pure and
// free of i18next, so the browser and the mails share it; the words come from the booking
// namespace through the caller's `t`.

/** A price in integer cents including VAT: the catalogue's now (the form) or as kept on a booking. */
export type BookingPrice = {
  kind: PriceKind;
  /** Absent for a quote. */
  amount?: number;
  unit?: PriceUnit;
  /** The campaign's price: while it runs (the form), or when the booking was made during it. */
  campaignAmount?: number;
};

/** A bookable service as the booking form lists it. */
export type BookingFormService = {
  id: string;
  name: string;
  price: BookingPrice;
  /** The architecture's key that maps here (a draft may still hold it). */
  legacyKey?: string;
  /** The deposit paid at the checkout when booking, in cents (decision 109); absent for none. */
  depositCents?: number;
};

/** The booking namespace's `price.*` words: (key, values) => t(`price.${key}`, values). */
export type PriceWords = (
  key: "perHour" | "perEvent" | "perMonth" | "from" | "quote" | "campaignSpoken",
  values: Record<string, string>,
) => string;

const unitWords = { event: "perEvent", month: "perMonth" } as const satisfies Record<
  PriceUnit,
  string
>;

/** One amount with the price's unit and kind: "175 €", "60 €/h", "från 350 €/månad". */
export function amountText(
  price: BookingPrice,
  cents: number,
  lang: Language,
  t: PriceWords,
): string {
  const euros = formatCents(cents, lang);
  const unit = price.kind === "hourly" ? "perHour" : price.unit && unitWords[price.unit];
  const withUnit = unit ? t(unit, { price: euros }) : euros;
  return price.kind === "from" ? t("from", { price: withUnit }) : withUnit;
}

/** The price as text: the ordinary one, or a quote. */
export function priceText(price: BookingPrice, lang: Language, t: PriceWords): string {
  return price.amount === undefined ? t("quote", {}) : amountText(price, price.amount, lang, t);
}

/** The campaign price as it is read out: "ordinarie pris 175 €, nu 122 €". */
export function campaignPriceText(
  price: BookingPrice & { amount: number; campaignAmount: number },
  lang: Language,
  t: PriceWords,
): string {
  return t("campaignSpoken", {
    regular: amountText(price, price.amount, lang, t),
    price: amountText(price, price.campaignAmount, lang, t),
  });
}

export function hasCampaignPrice(
  price: BookingPrice,
): price is BookingPrice & { amount: number; campaignAmount: number } {
  return price.amount !== undefined && price.campaignAmount !== undefined;
}

/** A kept booking's price columns, or null when none was kept (a quote, an older booking). */
export function keptPrice(booking: {
  priceKind: PriceKind | null;
  priceAmount: number | null;
  priceUnit: PriceUnit | null;
  priceCampaignAmount: number | null;
}): BookingPrice | null {
  if (!booking.priceKind) return null;
  return {
    kind: booking.priceKind,
    ...(booking.priceAmount !== null && { amount: booking.priceAmount }),
    ...(booking.priceUnit && { unit: booking.priceUnit }),
    ...(booking.priceCampaignAmount !== null && { campaignAmount: booking.priceCampaignAmount }),
  };
}

/**
 * The form's value for what a draft or a link holds: a legacy key becomes the catalogue id it
 * maps to, so a draft typed before the catalogue is not lost.
 */
export function formServiceType(value: string, services: readonly BookingFormService[]): string {
  if (!value || services.some((service) => service.id === value)) return value;
  return services.find((service) => service.legacyKey === value)?.id ?? value;
}
