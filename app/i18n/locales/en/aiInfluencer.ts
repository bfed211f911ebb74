import type sv from "../sv/aiInfluencer";
import type { Translation } from "../types";

export default {
  meta: {
    title: "AI influencer – a digital ambassador made for your brand",
    description:
      "We create an AI influencer that is entirely yours: look, personality and content shaped around your brand. For e-commerce, beauty, tech and brands across the Nordics. Priced on request.",
    keywords:
      "AI influencer, virtual influencer, digital brand ambassador, AI-generated content, influencer marketing, social media, e-commerce, branding",
  },
  hero: {
    eyebrow: "AI influencer",
    title: "Your own AI influencer – always on brand",
    lead: "A digital ambassador that looks, sounds and behaves exactly like your brand. It is ready to post whenever you are, on every channel and in every language you need.",
    cta: "Book a workshop",
  },
  benefits: {
    heading: "Why an AI influencer?",
    lead: "Everything that works in influencer marketing – minus the delays, the scandals and the compromises.",
    control: {
      title: "Full control",
      description:
        "You decide the look, the values and the message. No surprise posts, no contract disputes – your brand is always in safe hands.",
    },
    adaptability: {
      title: "Adaptability",
      description:
        "New season, new product, new market? Your AI influencer changes setting, style and language in days rather than weeks.",
    },
    costEffectiveness: {
      title: "Cost effectiveness",
      description:
        "No travel, no studio hire, no expensive shoot days. Once the character exists, every new post costs far less to produce.",
    },
    uniqueness: {
      title: "Uniqueness",
      description:
        "A character nobody else has. Built from scratch for you, it becomes the recognisable face of your brand.",
    },
  },
  process: {
    heading: "How it works",
    lead: "Four steps from the first idea to an influencer that posts and engages.",
    workshop: {
      title: "Workshop",
      description:
        "We meet in person or online to go through your brand, your audience and your goals. Together we shape the character's personality and style.",
    },
    generation: {
      title: "Generation",
      description:
        "We create the character with AI: face, build, wardrobe and expressions. You choose between options and give feedback until everything feels right.",
    },
    content: {
      title: "Content",
      description:
        "We produce images, short videos and captions to a content plan – product shots, everyday scenes and campaign material.",
    },
    launch: {
      title: "Launch",
      description:
        "We set up the accounts, publish the first posts and track the results, so your influencer keeps on growing.",
    },
  },
  services: {
    heading: "What our service covers",
    lead: "We can take care of everything, or just the parts you want help with.",
    character: "Character design and visual identity",
    personality: "Personality, tone of voice and backstory",
    images: "Photorealistic images for social media and the web",
    video: "Short videos and reels with voice and movement",
    calendar: "Content plan and publishing calendar",
    campaigns: "Campaigns and product launches",
    languages: "Multilingual content in English, Swedish, Finnish and beyond",
    analytics: "Tracking, analytics and ongoing development",
  },
  audiences: {
    heading: "Who is it for?",
    lead: "An AI influencer makes the biggest difference where content needs are high and the brand is everything.",
    ecommerce: {
      title: "E-commerce",
      description:
        "Show new products every week with a model who is always available and never needs a reshoot.",
    },
    beauty: {
      title: "Beauty",
      description:
        "Present skincare, make-up and hair products with a face that matches your brand's aesthetic perfectly.",
    },
    tech: {
      title: "Tech",
      description:
        "Explain apps, gadgets and services through a clear, forward-looking guide who speaks your customers' language.",
    },
    brand: {
      title: "Brands",
      description:
        "Give your company a face and a voice that carry campaigns, recruitment and customer communication year after year.",
    },
  },
  cta: {
    title: "Ready to create your AI influencer?",
    text: "Every project is different, so we quote once we have been through your needs. Get in touch and we will set up a first conversation.",
    button: "Get in touch",
  },
} satisfies Translation<typeof sv>;
