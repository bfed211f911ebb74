import type sv from "../sv/home";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Nordic Media Studio – photography, video and AI content across the Nordics",
    description:
      "Photography, video production and AI content from Nykarleby, Finland: portraits, events, weddings, sports, AI commercials and AI influencers for individuals, companies and clubs in Sweden, Finland, Norway and Denmark.",
    keywords:
      "photographer, photography, video production, AI video, event photographer, wedding photographer, sports photographer, AI influencer, Nykarleby, Finland, Nordics",
  },
  seo: {
    description:
      "A Nordic photography, video and AI-content studio based in Nykarleby, Finland, working with individuals, companies, sports clubs and athletes across the Nordic countries.",
    catalogName: "Photography, video and AI services",
  },
  hero: {
    badge: "Photo, film and AI – from Nykarleby across the Nordics",
    titleLead: "We capture the moments",
    titleAccent: "that make a difference",
    description:
      "Photography, film and AI-produced content for individuals, companies, sports clubs and athletes in Sweden, Finland, Norway and Denmark. Personal, fast and with a feel for what makes your story unique.",
    book: "Book a session",
    portfolio: "View our portfolio",
  },
  services: {
    eyebrow: "Our services",
    title: "Photo, film and AI under one roof",
    lead: "Fresh portraits, a commercial that sells or a whole season of match photos – you get a photographer who plans with you, delivers on time and owns the result.",
    campaignNote:
      "{{percent}}% off {{services}} until {{lastDay}} – already taken off the prices below.",
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "A selection of our work",
    text: "From craftspeople in their workshops and weddings in evening light to fast-paced hockey games and the northern lights over the Kvarken – here are a few images we are especially proud of. The full portfolio covers portraits, events, sport, nature and AI art.",
    button: "See the full portfolio",
  },
  aiArt: {
    eyebrow: "AI art",
    title: "Where the camera meets artificial intelligence",
    text: "We blend photographic craft with generative AI to create artwork, campaign visuals and worlds that could never be photographed – yet still feel real. For brands that want to stand out, for album covers and posters, or as a one-of-a-kind piece for your wall.",
    portfolioButton: "Explore the portfolio",
    contactButton: "Commission an AI piece",
    images: {
      art1: "AI-generated artwork: a dreamlike northern-lights landscape in teal and violet",
      art2: "AI-generated artwork: an illuminated Nordic city under a starry night sky",
      art3: "AI-generated artwork: a silhouetted figure against a glowing sunset over the sea",
    },
  },
  funnel: {
    eyebrow: "How it works",
    title: "From idea to finished images in four steps",
    lead: "A clear, reassuring process – you always know what happens next.",
    stepLabel: "Step {{number}}:",
    steps: {
      choose: {
        title: "Choose your service",
        description:
          "Browse our services and find the right fit – portraits, events, sport, video or AI. Not sure yet? We are happy to help you decide.",
        cta: "See the services",
      },
      plan: {
        title: "Book and plan",
        description:
          "Get in touch or book a slot. We go through your wishes, the location, timing and style, so the day turns out exactly as you pictured it.",
        cta: "Contact us",
      },
      create: {
        title: "Shoot and produce",
        description:
          "We photograph, film or create with AI – and edit every image with care. Take a look at what the results can be.",
        cta: "View the portfolio",
      },
      deliver: {
        title: "Delivery and follow-up",
        description:
          "Your finished photos and films arrive digitally, ready to share, print or publish. And we are still here after delivery.",
        cta: "Book now",
      },
    },
    closing: "Let's get started – book a session",
  },
  intro: {
    eyebrow: "Meet us",
    title: "Get to know Nordic Media Studio",
    text: "See how we work, from planning and shooting to editing and delivery. A short film about the people behind the camera and what we can do for you.",
    videoLabel: "Introduction video about Nordic Media Studio",
    fallback: "Your browser can't play the film here.",
    download: "Download the film",
  },
  contact: {
    eyebrow: "Contact and booking",
    title: "Let's create something together",
    lead: "Tell us what you have in mind and we will quickly come back with ideas and a price. We are based in Nykarleby, Finland, and shoot all over the Nordics.",
    detailsTitle: "Contact details",
    email: "Email",
    phone: "Phone",
    location: "Location",
    address: "Address",
    whatsapp: "WhatsApp",
    rates: {
      title: "Event and sports rates",
      addons: "Any extra editing is agreed with you in advance.",
    },
  },
  panels: {
    label: "In the studio and out in the field",
    studio: {
      title: "In the studio",
      text: "Controlled light, a calm setting and time for the details – for portraits, product shots and staff photos.",
      alt: "Photographer aiming a softbox at a model in a dark photo studio",
    },
    field: {
      title: "Out in the field",
      text: "On the sideline, at the party or deep in the forest – we bring studio quality to wherever it happens.",
      alt: "Photographer with a camera and telephoto lens in a forest in golden evening light",
    },
  },
} satisfies Translation<typeof sv>;
