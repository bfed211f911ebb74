import type { BusinessFacts } from "~/content/business";
import { maxRating } from "./testimonials";

/**
 * The business's rating from the approved reviews (docs/decisions/050): AggregateRating JSON-LD
 * about the same business node the home page describes (its @id). None while nothing is approved.
 */
export function aggregateRatingJsonLd(
  origin: string,
  business: Pick<BusinessFacts, "name">,
  ratings: number[],
) {
  if (ratings.length === 0) return null;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${origin}/#business`,
    name: business.name,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      bestRating: maxRating,
      worstRating: 1,
      ratingCount: ratings.length,
    },
  };
}
