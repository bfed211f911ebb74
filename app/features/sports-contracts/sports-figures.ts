import { multiYearDiscountPercent } from "~/content/business";
import type { ServiceView } from "~/features/catalogue/service-view";

/** The figures the page's facts and benefits quote. */
export type SportsFigures = {
  /** "280–300" images per event, as the catalogue says. */
  images?: string;
  /** Working days from the event to delivery. */
  days?: number;
  /** Off a multi-year contract: a term of the contract, not a price of the catalogue. */
  percent: number;
};

/**
 * The figures of the season contract as the catalogue states them (the first sports service
 * that states them, if the owner hid it), so a fact never says more than the price covers.
 */
export function sportsFigures(services: readonly ServiceView[]): SportsFigures {
  const stated = [...services].sort(
    (a, b) => Number(b.id === "sports-season") - Number(a.id === "sports-season"),
  );
  const images = stated.find((service) => service.includes?.images)?.includes?.images;
  const days = stated.find((service) => service.includes?.deliveryWorkingDays)?.includes
    ?.deliveryWorkingDays;
  return {
    ...(images && {
      images: images.min === images.max ? `${images.max}` : `${images.min}–${images.max}`,
    }),
    ...(days && { days }),
    percent: multiYearDiscountPercent,
  };
}
