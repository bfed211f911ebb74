import { businessTimeZone, promotion } from "~/content/business";

/** The campaign runs until the end of its last day in Finland. */
export function isPromotionActive(now: Date): boolean {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: businessTimeZone }).format(now);
  return today <= promotion.endsOn;
}
