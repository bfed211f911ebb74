import { businessPlace, type BookingRules, type BusinessFacts } from "~/content/business";
import type { ServiceView } from "~/features/catalogue/service-view";
import { localizePath, type Language } from "~/i18n/languages";

/** What a page shows for a service: its price (the campaign's while it runs), or none (on request). */
export type ShownPrice =
  | { kind: "fixed"; eur: number; validUntil?: string }
  | { kind: "from" | "hourly" | "monthly" | "monthlyFrom"; eur: number }
  | { kind: "quote" };

export type OfferedService = { name: string; description: string; price: ShownPrice };

/**
 * A catalogue service as the page shows it: the campaign's price while it covers the service
 * (valid until the campaign's last day), in euros; a monthly price as such.
 */
export function catalogueOffer(service: ServiceView, campaignLastDay?: string): OfferedService {
  const { name, description, price } = service;
  const cents = price.campaignAmount ?? price.amount;
  if (price.kind === "quote" || cents === undefined)
    return { name, description, price: { kind: "quote" } };
  const validUntil = price.campaignAmount !== undefined ? campaignLastDay : undefined;
  return { name, description, price: shownPrice(price, cents / 100, validUntil) };
}

function shownPrice(price: ServiceView["price"], eur: number, validUntil?: string): ShownPrice {
  const monthly = price.unit === "month";
  if (price.kind === "hourly") return { kind: "hourly", eur };
  if (price.kind === "from") return { kind: monthly ? "monthlyFrom" : "from", eur };
  if (monthly) return { kind: "monthly", eur };
  return { kind: "fixed", eur, ...(validUntil && { validUntil }) };
}

const eur = { priceCurrency: "EUR" } as const;

/**
 * A service with the price the page shows, in euros. A "from" price is the lowest one
 * (PriceSpecification.minPrice), an hourly or monthly one a UnitPriceSpecification (UN/CEFACT
 * codes HUR, MON). A service priced on request is listed as the Service alone: an Offer
 * without a price is one validators reject and search engines ignore.
 */
export function serviceOffer({ name, description, price }: OfferedService) {
  const service = { "@type": "Service", name, description };
  switch (price.kind) {
    case "quote":
      return service;
    case "fixed":
      return {
        "@type": "Offer",
        itemOffered: service,
        price: price.eur,
        ...eur,
        ...(price.validUntil && { priceValidUntil: price.validUntil }),
      };
    case "from":
      return {
        "@type": "Offer",
        itemOffered: service,
        price: price.eur,
        ...eur,
        priceSpecification: { "@type": "PriceSpecification", minPrice: price.eur, ...eur },
      };
    case "hourly":
    case "monthly":
    case "monthlyFrom":
      return {
        "@type": "Offer",
        itemOffered: service,
        price: price.eur,
        ...eur,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          ...(price.kind === "monthlyFrom" ? { minPrice: price.eur } : { price: price.eur }),
          ...eur,
          unitCode: price.kind === "hourly" ? "HUR" : "MON",
        },
      };
  }
}

/**
 * The profiles worth naming in sameAs: https addresses of an account. The bare network
 * addresses that stand in until the business has its own profiles are left out.
 */
export function configuredProfiles(social: Readonly<Record<string, string | undefined>>): string[] {
  return Object.values(social).filter((url): url is string => {
    if (!url || !URL.canParse(url)) return false;
    const { protocol, pathname } = new URL(url);
    return protocol === "https:" && pathname.replace(/\/+$/, "") !== "";
  });
}

const dayNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/**
 * The booking rules as opening hours: the bookable weekdays, from the first slot's start to the
 * last slot's end (docs/decisions/037). A last slot at 23:00 closes at "23:59", the form search
 * engines document for "until midnight".
 */
export function openingHours(rules: BookingRules) {
  const time = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: rules.weekdays.map((day) => `https://schema.org/${dayNames[day]}`),
    opens: time(rules.firstHour),
    closes: rules.lastHour === 23 ? "23:59" : time(rules.lastHour + 1),
  };
}

/** The business as a ProfessionalService, with the services it offers and their prices. */
export function professionalService(
  origin: string,
  lang: Language,
  facts: { business: BusinessFacts; bookingRules: BookingRules },
  texts: { description: string; catalogName: string },
  services: OfferedService[],
) {
  const { business } = facts;
  const profiles = configuredProfiles(business.social);
  return {
    "@context": "https://schema.org",
    "@type": ["ProfessionalService", "LocalBusiness"],
    "@id": `${origin}/#business`,
    name: business.name,
    description: texts.description,
    url: origin + localizePath("/", lang),
    email: business.email,
    telephone: business.phone,
    image: `${origin}/og-image.jpg`,
    logo: `${origin}/icon-512.png`,
    taxID: business.businessId,
    priceRange: "€€",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.streetAddress[lang],
      postalCode: business.postalCode,
      addressLocality: business.city[lang],
      addressRegion: businessPlace.region[lang],
      addressCountry: businessPlace.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: businessPlace.geo.latitude,
      longitude: businessPlace.geo.longitude,
    },
    areaServed: businessPlace.areaServed.map((code) => ({ "@type": "Country", name: code })),
    openingHoursSpecification: [openingHours(facts.bookingRules)],
    ...(profiles.length > 0 && { sameAs: profiles }),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: texts.catalogName,
      itemListElement: services.map(serviceOffer),
    },
  };
}
