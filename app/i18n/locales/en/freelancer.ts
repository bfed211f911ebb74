import type sv from "../sv/freelancer";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Freelancers – join us as a photographer, videographer or editor",
    description:
      "We are looking for freelance photographers, videographers and editors in Sweden, Finland, Norway and Denmark. Flexible assignments, fair terms and modern AI tools. Apply today.",
    keywords:
      "freelance photographer, freelance videographer, photo editor, freelance photography jobs, Nordic photographer jobs, Nordic Media Studio",
  },
  hero: {
    eyebrow: "Freelancers",
    title: "Capture the Nordics with us",
    lead: "We're growing and looking for creative photographers, videographers and editors who want varied work – on their own terms and close to home.",
    primaryCta: "Apply now",
    secondaryCta: "See who we're looking for",
  },
  benefits: {
    eyebrow: "Why freelance with us",
    title: "A partnership that gives you more",
    lead: "Keep the freedom of freelancing, with a team behind you.",
    items: {
      flexible: {
        title: "You set your hours",
        text: "Take on the jobs that fit your schedule. No minimum commitment, no fixed working hours.",
      },
      variety: {
        title: "Varied assignments",
        text: "Portraits, corporate events, weddings, sport and advertising – no two weeks are the same.",
      },
      fairPay: {
        title: "Fair terms",
        text: "Clear fees agreed before every job, and payment on time, every time.",
      },
      tools: {
        title: "Modern tech and AI",
        text: "Get access to our AI tools and workflows that make editing and delivery faster.",
      },
      community: {
        title: "A Nordic network",
        text: "Join a community of creatives who share tips, jobs and inspiration.",
      },
      growth: {
        title: "Grow as a creative",
        text: "Build your portfolio with projects for exciting clients and develop your skills alongside us.",
      },
    },
  },
  roles: {
    eyebrow: "Open roles",
    title: "Who we're looking for",
    lead: "Whether you work behind the camera or at the editing desk, there's a place for you.",
    lookingFor: "You are a great fit if you",
    photographers: {
      title: "Photographers",
      description: "For portraits, events, weddings, corporate work and sport across the Nordics.",
      skills: {
        gear: "have your own professional camera kit",
        people: "enjoy working with people",
        action: "catch the moment even when things move fast",
      },
    },
    videographers: {
      title: "Videographers",
      description: "For commercials, introduction videos, event films and social media content.",
      skills: {
        storytelling: "tell stories with moving images",
        sound: "know your way around sound, light and stabilisation",
        formats: "think in both landscape and vertical formats",
      },
    },
    editors: {
      title: "Editors",
      description:
        "For photo retouching, colour grading and video editing – ideally with AI in the toolbox.",
      skills: {
        software: "are fluent in Lightroom, Photoshop or Premiere",
        detail: "have a sharp eye for colour and detail",
        deadlines: "work fast and never miss a deadline",
      },
    },
  },
  nordic: {
    eyebrow: "Welcome from across the Nordics",
    title: "Wherever you live in the Nordics, get in touch",
    text: "Our clients are spread across several countries, and so are our freelancers. We welcome applications from creatives throughout the region, and you can work with us in English, Swedish or Finnish.",
    countriesLabel: "Countries where we're recruiting freelancers",
    countries: {
      se: "Sweden",
      fi: "Finland",
      no: "Norway",
      dk: "Denmark",
    },
    reply: "We reply to every application within {{days}} working days.",
  },
  apply: {
    eyebrow: "Apply",
    title: "Send us your application",
    text: "Tell us a little about yourself and include a link to your portfolio. We read every application and reply within {{days}} working days.",
    includeTitle: "Please include",
    include: {
      contact: "Your name, email address and phone number",
      specialization: "Your specialisation: photography, video or editing",
      experience: "How many years of experience you have",
      portfolio: "A link to your portfolio",
      message: "A few words about yourself and the work you'd like to do",
    },
  },
} satisfies Translation<typeof sv>;
