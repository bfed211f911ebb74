import { describe, expect, it } from "vitest";
import { photoServices } from "~/content/services";
import { campaignPrice, formatEuros, formatLongDate } from "./format";

describe("prices", () => {
  it("gives the Swedish texts' figures as the campaign prices of the first five services", () => {
    const campaign = photoServices
      .slice(0, 5)
      .map((s) => ("eur" in s.price ? campaignPrice(s.price.eur, 30) : 0));
    expect(campaign).toEqual([122, 245, 343, 196, 147]);
  });

  it("formats euros in each language's way", () => {
    expect(formatEuros(149, "en")).toBe("€149");
    expect(formatEuros(1400, "sv").replace(/\s/g, " ")).toBe("1 400 €");
    expect(formatEuros(1400, "fi").replace(/\s/g, " ")).toBe("1 400 €");
  });
});

describe("dates", () => {
  it("writes d MMMM yyyy in the language's locale", () => {
    expect(formatLongDate("2025-10-18T12:00:00Z", "sv")).toBe("18 oktober 2025");
    expect(formatLongDate("2025-10-18T12:00:00Z", "fi")).toBe("18. lokakuuta 2025");
    expect(formatLongDate("2025-10-18T12:00:00Z", "en")).toBe("18 October 2025");
  });
});
