import { describe, expect, it } from "vitest";
import { defaultBookingRules, defaultBusinessFacts as business } from "~/content/business";
import { configuredProfiles, professionalService, serviceOffer } from "./structured-data";

const service = { name: "Porträtt", description: "Bilder av dig." };

describe("serviceOffer", () => {
  it("offers a fixed price in euros, with the campaign's last day while it runs", () => {
    expect(
      serviceOffer({ ...service, price: { kind: "fixed", eur: 122, validUntil: "2026-12-31" } }),
    ).toEqual({
      "@type": "Offer",
      itemOffered: { "@type": "Service", ...service },
      price: 122,
      priceCurrency: "EUR",
      priceValidUntil: "2026-12-31",
    });
    expect(serviceOffer({ ...service, price: { kind: "fixed", eur: 175 } })).not.toHaveProperty(
      "priceValidUntil",
    );
  });

  it("gives a 'from' price as the lowest price of a PriceSpecification", () => {
    expect(serviceOffer({ ...service, price: { kind: "from", eur: 350 } })).toMatchObject({
      "@type": "Offer",
      price: 350,
      priceCurrency: "EUR",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 350, priceCurrency: "EUR" },
    });
  });

  it("gives hourly and monthly prices per unit", () => {
    expect(serviceOffer({ ...service, price: { kind: "hourly", eur: 210 } })).toMatchObject({
      price: 210,
      priceCurrency: "EUR",
      priceSpecification: { "@type": "UnitPriceSpecification", price: 210, unitCode: "HUR" },
    });
    expect(serviceOffer({ ...service, price: { kind: "monthlyFrom", eur: 350 } })).toMatchObject({
      price: 350,
      priceCurrency: "EUR",
      priceSpecification: { "@type": "UnitPriceSpecification", minPrice: 350, unitCode: "MON" },
    });
  });

  it("lists a service priced on request as the service alone, never as an Offer without a price", () => {
    expect(serviceOffer({ ...service, price: { kind: "quote" } })).toEqual({
      "@type": "Service",
      ...service,
    });
  });
});

describe("sameAs", () => {
  it("names only profiles of an account, not the bare network addresses that stand in for them", () => {
    expect(
      configuredProfiles({
        instagram: "https://www.instagram.com/",
        facebook: "https://www.facebook.com/nordicmediastudio",
        linkedin: "",
        youtube: undefined,
        x: "http://x.com/nordicmedia",
      }),
    ).toEqual(["https://www.facebook.com/nordicmediastudio"]);
  });

  it("lists the business's configured profiles, and is left out while there are none", () => {
    const texts = { description: "d", catalogName: "c" };
    const data: { sameAs?: string[] } = professionalService(
      "https://example.fi",
      "sv",
      { business, bookingRules: defaultBookingRules },
      texts,
      [],
    );
    const profiles = configuredProfiles(business.social);
    if (profiles.length === 0) expect(data).not.toHaveProperty("sameAs");
    else expect(data.sameAs).toEqual(profiles);
    // Today's placeholders ("https://www.instagram.com/") never reach it.
    for (const url of data.sameAs ?? []) expect(new URL(url).pathname).not.toBe("/");
  });
});
