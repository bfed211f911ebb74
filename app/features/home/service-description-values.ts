import { eventRates } from "~/content/services";

/**
 * Figures the service descriptions quote ({{images}}, {{hours}}, {{discount}}), filled from
 * content so a text never states a number of its own; texts that need none ignore them.
 */
export const serviceDescriptionValues = {
  images: eventRates.sportsImagesPerEvent,
  hours: eventRates.sportsDeliveryHours,
  discount: eventRates.multiYearDiscountPercent,
};
