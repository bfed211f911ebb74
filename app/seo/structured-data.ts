import { business } from "~/content/business";
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

/** The business as a ProfessionalService, with the services it offers and their prices. */
export function professionalService(
  origin: string,
  lang: Language,
  texts: { description: string; catalogName: string },
  services: OfferedService[],
) {
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
      // Named in the page's language, like the address the page itself shows.
      streetAddress: business.streetAddress[lang],
      postalCode: business.postalCode,
      addressLocality: business.city[lang],
      addressRegion: business.region[lang],
      addressCountry: business.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    areaServed: business.areaServed.map((code) => ({ "@type": "Country", name: code })),
    sameAs: Object.values(business.social),
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
