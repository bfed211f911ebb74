import { describe, expect, it } from "vitest";
import { aggregateRatingJsonLd } from "./aggregate-rating";

describe("the rating of the approved reviews", () => {
  it("is left out while nothing is approved", () => {
    expect(aggregateRatingJsonLd("https://studio.example", { name: "Studio" }, [])).toBeNull();
  });

  it("averages to one decimal, about the business node of the home page", () => {
    const block = aggregateRatingJsonLd("https://studio.example", { name: "Studio" }, [5, 4, 4]);
    expect(block).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": "https://studio.example/#business",
      name: "Studio",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        bestRating: 5,
        worstRating: 1,
        ratingCount: 3,
      },
    });
  });
});
