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
  services: {
    webDevelopment: {
      title: "Web development",
      description:
        "Modern, fast, search-friendly websites that work as well on a phone as on a desktop.",
    },
    aiChatbot: {
      title: "AI chatbot",
      description:
        "A chatbot that answers your customers around the clock, trained on your own content and services.",
    },
    automation: {
      title: "Process automation",
      description:
        "We automate recurring tasks – invoices, reports, email and data flows between systems.",
    },
    consulting: {
      title: "IT consulting",
      description:
        "Advice on systems, security and AI: we help you choose the right solution for your business.",
    },
    maintenance: {
      title: "Support and maintenance",
      description: "Updates, backups and monitoring, so your website and systems keep running.",
    },
    customIt: {
      title: "Custom solutions",
      description:
        "Something specific in mind? We design a solution and a price that fit your project.",
    },
  },
  cta: {
    title: "Tell us about your project",
    text: "Get in touch and we will come back with a proposal and a fixed price – no strings attached.",
    button: "Contact us",
  },
} satisfies Translation<typeof sv>;
