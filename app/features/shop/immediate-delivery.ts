import type { ProductCategory } from "~/db/schema";

// The right of withdrawal and digital content (docs/decisions/097): a consumer keeps 14 days to
// withdraw from a distance sale, except for digital content delivered at once when they asked for
// that and acknowledged losing the right. The checkout asks with an unticked box; the server
// refuses a purchase of digital content without it, and the order keeps when it was given.

/** The form field (and JSON property) of the box. */
export const immediateDeliveryField = "immediateDelivery";

/** Licence keys and photos are digital content; a website is handed over as a service. */
export function isDigitalContent(category: ProductCategory): boolean {
  return category === "software" || category === "photos";
}

/** The box was ticked: `true` in JSON, the checkbox's "on" in a form. */
export function immediateDeliveryAsked(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !(immediateDeliveryField in body)) return false;
  const value = (body as Record<string, unknown>)[immediateDeliveryField];
  return value === true || value === "on";
}
