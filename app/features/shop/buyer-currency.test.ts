import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  browserCountry,
  buyerCurrency,
  checkoutLocale,
  languagePreferences,
} from "./buyer-currency";
import { chargedPrice } from "./product-prices.server";

// Accept-Language as browsers send it (Chrome, Firefox, Safari in each country's language).
const browsers = {
  sweden: "sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7",
  finlandSwede: "sv-FI,sv;q=0.9,fi;q=0.8,en-US;q=0.7,en;q=0.6",
  finland: "fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7",
  norway: "nb-NO,nb;q=0.9,no;q=0.8,nn;q=0.7,en-US;q=0.6,en;q=0.5",
  denmark: "da-DK,da;q=0.9,en-US;q=0.8,en;q=0.7",
  us: "en-US,en;q=0.9",
};

describe("the buyer's currency", () => {
  it("is the crowns of Sweden, Norway and Denmark on a Swedish or English page", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(buyerCurrency(lang, browsers.sweden)).toBe("SEK");
      expect(buyerCurrency(lang, browsers.norway)).toBe("NOK");
      expect(buyerCurrency(lang, browsers.denmark)).toBe("DKK");
    }
  });

  it("keeps Finland-Swedes, Finns and everyone else in euros", () => {
    for (const lang of ["sv", "fi", "en"] as const) {
      expect(buyerCurrency(lang, browsers.finlandSwede)).toBe("EUR");
      expect(buyerCurrency(lang, browsers.finland)).toBe("EUR");
      expect(buyerCurrency(lang, browsers.us)).toBe("EUR");
      expect(buyerCurrency(lang, null)).toBe("EUR");
      expect(buyerCurrency(lang, "")).toBe("EUR");
    }
  });

  it("reads Swedish without a region as no country (it is Finland's too), Norwegian and Danish as theirs", () => {
    expect(buyerCurrency("sv", "sv")).toBe("EUR");
    expect(buyerCurrency("sv", "sv,en;q=0.5")).toBe("EUR");
    expect(buyerCurrency("sv", "nb")).toBe("NOK");
    expect(buyerCurrency("sv", "no,en;q=0.5")).toBe("NOK");
    expect(buyerCurrency("en", "da")).toBe("DKK");
  });

  it("is always euros on a Finnish page, whatever the browser says", () => {
    expect(buyerCurrency("fi", browsers.sweden)).toBe("EUR");
    expect(buyerCurrency("fi", browsers.norway)).toBe("EUR");
  });

  it("follows the most preferred region, by weight, not by place in the header", () => {
    expect(browserCountry("en;q=0.5,sv-SE")).toBe("SE");
    expect(browserCountry("en-US,sv-SE;q=0.8")).toBe("US");
    expect(browserCountry("sv,sv-FI;q=0.9,sv-SE;q=0.8")).toBe("FI");
    expect(browserCountry("sr-Latn-RS,da-DK;q=0.5")).toBe("RS");
  });

  it("ignores malformed entries and never throws on hostile headers", () => {
    expect(browserCountry("sv-SE;q=2,da-DK")).toBe("DK");
    expect(browserCountry("sv-SE;q=0,nb-NO;q=0.1")).toBe("NO");
    expect(browserCountry("<script>,da-DK")).toBe("DK");
    expect(browserCountry(`${"x-".repeat(600)},sv-SE`)).toBeUndefined();
    expect(languagePreferences("a,".repeat(10_000)).length).toBeLessThanOrEqual(32);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        expect(["EUR", "SEK", "NOK", "DKK"]).toContain(buyerCurrency("sv", header));
      }),
    );
  });
});

describe("Stripe Checkout's language", () => {
  it("is the page's, or Norwegian or Danish for a browser preferring them", () => {
    expect(checkoutLocale("sv", browsers.sweden)).toBe("sv");
    expect(checkoutLocale("sv", browsers.finlandSwede)).toBe("sv");
    expect(checkoutLocale("fi", browsers.finland)).toBe("fi");
    expect(checkoutLocale("en", browsers.us)).toBe("en");
    expect(checkoutLocale("en", browsers.sweden)).toBe("en");
    expect(checkoutLocale("sv", browsers.norway)).toBe("nb");
    expect(checkoutLocale("en", "nn-NO")).toBe("nb");
    expect(checkoutLocale("sv", browsers.denmark)).toBe("da");
    expect(checkoutLocale("fi", browsers.denmark)).toBe("fi");
  });
});

describe("the price charged", () => {
  const product = { amount: 14900, currency: "EUR" };
  it("is the price in the buyer's currency where there is one, else the euro price", () => {
    expect(chargedPrice(product, { SEK: 169_000 }, "SEK")).toEqual({
      amount: 169_000,
      currency: "SEK",
    });
    expect(chargedPrice(product, { SEK: 169_000 }, "NOK")).toEqual(product);
    expect(chargedPrice(product, undefined, "DKK")).toEqual(product);
    expect(chargedPrice(product, { SEK: 169_000 }, "EUR")).toEqual(product);
  });
});
