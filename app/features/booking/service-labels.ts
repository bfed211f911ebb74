import { useTranslation } from "~/i18n/react";
import type { BookingServiceType } from "~/content/services";

// The stable API keys (architecture section 4) and their texts in the booking namespace.
const labelKeys = {
  portrait: "services.portrait",
  corporate: "services.corporate",
  "event-wedding": "services.eventWedding",
  "ai-enhanced": "services.aiEnhanced",
  advertising: "services.advertising",
} as const satisfies Record<BookingServiceType, string>;

function isServiceType(value: string): value is BookingServiceType {
  return value in labelKeys;
}

/** A booking's service in the page's language; an unknown stored key is shown as it is. */
export function useServiceLabel(): (serviceType: string) => string {
  const { t } = useTranslation("booking");
  return (serviceType) => (isServiceType(serviceType) ? t(labelKeys[serviceType]) : serviceType);
}
