/**
 * The five service keys of architecture section 4. The catalogue maps each to a service
 * (`legacyKey`); the booking API still accepts them so existing bookings and integrations stay
 * valid (docs/decisions/084).
 */
export const bookingServiceTypes = [
  "portrait",
  "corporate",
  "event-wedding",
  "ai-enhanced",
  "advertising",
] as const;
export type BookingServiceType = (typeof bookingServiceTypes)[number];
