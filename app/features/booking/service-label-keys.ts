import type { BookingServiceType } from "../catalogue/legacy-keys.ts";

// The stable API keys (architecture section 4) and their texts in the booking namespace. The
// booking form and the e-mails both read these, so a service is named the same everywhere.
export const serviceLabelKeys = {
  portrait: "portrait",
  corporate: "corporate",
  "event-wedding": "eventWedding",
  "ai-enhanced": "aiEnhanced",
  advertising: "advertising",
} as const satisfies Record<BookingServiceType, string>;

export function isServiceType(value: string): value is BookingServiceType {
  return value in serviceLabelKeys;
}
