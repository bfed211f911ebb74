import { businessPlace, type BookingRules, type BusinessFacts } from "~/content/business";
import { socialProfiles } from "~/features/settings/site-settings";
import { localizePath, type Language } from "~/i18n/languages";

export type Crumb = { name: string; path: string };

export function breadcrumbList(origin: string, lang: Language, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + localizePath(crumb.path, lang),
    })),
  };
}

export type OfferedService = {
  name: string;
  description: string;
  /** The price the page shows: during a campaign the reduced one, valid until its last day. */
  priceEur?: number;
  priceValidUntil?: string;
};

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
    logo: `${origin}/favicon.svg`,
    taxID: business.businessId,
    priceRange: "€€",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.streetAddress[lang],
      postalCode: business.postalCode,
      addressLocality: business.city[lang],
      addressRegion: businessPlace.region,
      addressCountry: businessPlace.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: businessPlace.geo.latitude,
      longitude: businessPlace.geo.longitude,
    },
    areaServed: businessPlace.areaServed.map((code) => ({ "@type": "Country", name: code })),
    openingHoursSpecification: [openingHours(facts.bookingRules)],
    sameAs: socialProfiles(business).map(([, url]) => url),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: texts.catalogName,
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.name, description: service.description },
        ...(service.priceEur !== undefined && { price: service.priceEur, priceCurrency: "EUR" }),
        ...(service.priceValidUntil && { priceValidUntil: service.priceValidUntil }),
      })),
    },
  };
}
