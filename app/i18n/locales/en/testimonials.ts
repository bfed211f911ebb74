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
  },
  rating: "{{rating}} out of {{max}} stars",
  verified: "Verified client",
  items: {
    emma: {
      name: "Emma Lindholm",
      service: "Portrait photography",
      quote:
        "I've always felt awkward in front of a camera, but the shoot was relaxed from the very first minute. The photos turned out natural and exactly as I had hoped – I use them on LinkedIn and on my own website.",
    },
    mikael: {
      name: "Mikael Sjöberg",
      service: "Corporate and event photography",
      quote:
        "We hired Nordic Media Studio for our customer evening and had a superb set of photos the very next day. Professional, easy to work with, and with a feel for the atmosphere that shows in every shot. We'll happily book again.",
    },
  },
} satisfies Translation<typeof sv>;
