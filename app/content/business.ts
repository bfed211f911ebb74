// The business's own facts, in one place: the footer, the contact section, the structured data
// and the chat assistant all read them from here. Replace the values when they change.
export const business = {
  name: "Nordic Media Studio",
  businessId: "3412785-6",
  email: "info@nordicmediastudio.fi",
  phone: "+358 40 123 4567",
  streetAddress: "Topeliusesplanaden 7",
  postalCode: "66900",
  city: "Nykarleby",
  /** The city's Finnish name: Finnish texts use it (the town is bilingual). */
  cityFi: "Uusikaarlepyy",
  region: "Österbotten",
  country: "FI",
  geo: { latitude: 63.5228, longitude: 22.5306 },
  // Placeholders until the business's own profiles exist (spec section 1).
  social: {
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
  },
  areaServed: ["FI", "SE", "NO", "DK"],
} as const;

/** The campaign of spec section 1: 30 % off until year-end. */
export const promotion = {
  percentOff: 30,
  /** Last day of the campaign, inclusive, in the business time zone. */
  endsOn: "2026-12-31",
} as const;

export const businessTimeZone = "Europe/Helsinki";
