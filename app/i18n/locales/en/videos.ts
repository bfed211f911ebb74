import type sv from "../sv/videos";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Videos – promo films, introduction videos and AI video",
    description:
      "Watch our promo films and introduction videos. We produce video for companies, clubs and brands across the Nordics – filmed on location or generated with AI.",
    keywords:
      "video production, promo film, introduction video, AI video, corporate video, videographer Nykarleby, Ostrobothnia, Jakobstad, Vaasa",
  },
  hero: {
    eyebrow: "Video",
    title: "Films that make people stop scrolling",
    lead: "From script to final cut: we shoot, edit and create with AI so your message lands – on the web, on social media and on the big screen.",
  },
  showcase: {
    heading: "Our films",
    lead: "Two examples of our work – from first idea to finished film.",
    promo1: {
      title: "Promo film: Crafted on the coast",
      description:
        "A promo film for a family business on the coast. We followed the people behind the product through a working day – from morning light in the workshop to the delivery at the quay – and cut a longer web version plus short edits for social media.",
    },
    intro: {
      title: "Introduction video: meet {{name}}",
      description:
        "Our own introduction: who we are, how we work and why we love the Nordic light. An introduction video is the quickest way to show customers and partners who you are – in under two minutes.",
    },
  },
  offers: {
    heading: "What we can make for you",
  },
  cta: {
    title: "Got an idea for a film?",
    text: "Tell us what you want to show and to whom. We will come back with a suggested approach, schedule and price.",
    button: "Book a call",
  },
} satisfies Translation<typeof sv>;
