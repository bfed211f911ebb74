import type sv from "../sv/testimonials";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Testimonials – what our clients say",
    description:
      "Read what clients think of our photo shoots, videos and AI services – and tell us about your own experience with Nordic Media Studio.",
    keywords:
      "testimonials, customer reviews, photographer reviews, Nordic Media Studio, photographer Nykarleby",
  },
  hero: {
    eyebrow: "Testimonials",
    title: "In our clients' words",
    lead: "The best compliment we can get is a happy client who recommends us to others. Here, a few of them share their experience.",
  },
  list: {
    title: "What clients say",
    empty:
      "There are no reviews here yet. We would love to hear about your experience – the form is just below.",
  },
  rating: "{{rating}} out of {{max}} stars",
  verified: "Verified client",
} satisfies Translation<typeof sv>;
