import { useSite } from "~/lib/use-site";
import { defaultSettings } from "./site-settings";

// The owner's settings as the root loader handed them to the page. An error page rendered
// without the loader's data falls back to the defaults.

export function useBusiness() {
  return useSite()?.business ?? defaultSettings.business;
}

export function useBookingRules() {
  return useSite()?.bookingRules ?? defaultSettings.bookingRules;
}
