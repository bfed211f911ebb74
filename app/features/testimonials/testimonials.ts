/** The two static testimonials of spec section 9; their texts live under "testimonials:items". */
export const maxRating = 5;

export const testimonials = [
  { key: "items.emma", rating: 5 },
  { key: "items.mikael", rating: 5 },
] as const;

export type Testimonial = (typeof testimonials)[number];
