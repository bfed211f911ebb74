// The services and their prices (spec sections 1 and 9): one source for the home grid, the
// structured data and the chat assistant. Texts live in the translations under the same keys.

export type Price =
  | { kind: "fixed"; eur: number }
  | { kind: "from"; eur: number }
  | { kind: "hourly"; eur: number }
  | { kind: "monthlyFrom"; eur: number }
  | { kind: "quote" };

export type Service = {
  key: string;
  price: Price;
  /** The cards with a page of their own: the AI influencer and the sports clubs. */
  href?: string;
};

/** The eight cards of the home page's services grid, in order. */
export const photoServices = [
  { key: "private", price: { kind: "fixed", eur: 175 } },
  { key: "event", price: { kind: "fixed", eur: 350 } },
  { key: "aiVideo", price: { kind: "fixed", eur: 490 } },
  { key: "introVideo", price: { kind: "fixed", eur: 280 } },
  { key: "aiEditing", price: { kind: "fixed", eur: 210 } },
  { key: "custom", price: { kind: "from", eur: 350 } },
  { key: "aiInfluencer", price: { kind: "quote" }, href: "/ai-influencer" },
  { key: "sportsClubs", price: { kind: "quote" }, href: "/idrottskontrakt" },
] as const satisfies readonly Service[];

/** The services a campaign can reduce: those with one fixed price. */
export type CampaignServiceKey = Extract<
  (typeof photoServices)[number],
  { price: { kind: "fixed" } }
>["key"];

/** The six IT service cards (spec section 9). */
export const itServices = [
  { key: "webDevelopment", price: { kind: "fixed", eur: 1400 } },
  { key: "aiChatbot", price: { kind: "fixed", eur: 700 } },
  { key: "automation", price: { kind: "fixed", eur: 1050 } },
  { key: "consulting", price: { kind: "hourly", eur: 210 } },
  { key: "maintenance", price: { kind: "monthlyFrom", eur: 350 } },
  { key: "customIt", price: { kind: "quote" } },
] as const satisfies readonly Service[];

/** Stated in the event and sports texts (spec section 1). */
export const eventRates = {
  eventPerHourEur: 60,
  eventImagesPerHour: "100–120",
  sportsEventEur: 120,
  sportsEventImages: "280–300",
  sportsPhotographyEur: 140,
  sportsImagesPerEvent: 300,
  sportsDeliveryHours: 48,
  multiYearDiscountPercent: 10,
} as const;

/** The five bookable services (architecture section 4), labelled per language on screen. */
export const bookingServiceTypes = [
  "portrait",
  "corporate",
  "event-wedding",
  "ai-enhanced",
  "advertising",
] as const;
export type BookingServiceType = (typeof bookingServiceTypes)[number];
