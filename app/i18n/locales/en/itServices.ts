import type sv from "../sv/itServices";
import type { Translation } from "../types";

export default {
  meta: {
    title: "IT services – web development, AI chatbots and automation",
    description:
      "Websites, AI chatbots, process automation, IT consulting and maintenance for companies across the Nordics. Fixed prices and personal service from Nykarleby, Finland.",
    keywords:
      "web development, AI chatbot, process automation, IT consulting, IT support, Nykarleby, Ostrobothnia",
  },
  hero: {
    eyebrow: "IT solutions",
    title: "Digital solutions that do the work for you",
    lead: "We build fast websites, smart AI chatbots and time-saving automations – and look after them afterwards.",
  },
  grid: {
    title: "Our IT services",
  },
  cta: {
    title: "Tell us about your project",
    text: "Get in touch and we will come back with a proposal and a fixed price – no strings attached.",
    button: "Contact us",
  },
} satisfies Translation<typeof sv>;
