import type sv from "../sv/whyChooseUs";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Why choose us – quality, AI and a personal touch",
    description:
      "Experienced photographers, AI-powered production and personal service in English, Swedish and Finnish. Here is why people, companies and sports clubs across the Nordics choose Nordic Media Studio.",
    keywords:
      "why choose us, photographer Nykarleby, professional photography, AI video, photographer Finland, Nordic photographer",
  },
  hero: {
    eyebrow: "Why choose us",
    title: "Pictures and stories that last – from first idea to final delivery",
    lead: "We combine classic photographic craft with modern AI and Nordic attention to detail. The result: photos, films and digital solutions you will be proud to show off.",
  },
  sectionsLabel: "Three reasons that make the difference",
  sections: {
    craft: {
      title: "Craft and quality in every shot",
      lead: "Great photos don't happen by accident. Every delivery is backed by experience, the right gear and an eye for detail.",
      points: {
        experience: {
          title: "Experienced photographers",
          text: "From portraits and weddings to corporate events and ice hockey games, we know how to catch the moment as it happens.",
        },
        equipment: {
          title: "Professional equipment",
          text: "Fast lenses, quick camera bodies and studio strobes mean sharp results even in low light and fast-moving action.",
        },
        editing: {
          title: "Careful post-production",
          text: "Every image is reviewed by hand: colour, light and cropping are fine-tuned until the whole set feels polished.",
        },
        style: {
          title: "A look that is truly yours",
          text: "We listen to how you want to come across, then tailor the style, setting and visual language to you or your brand.",
        },
      },
    },
    innovation: {
      title: "Technology and AI at the cutting edge",
      lead: "We use new technology where it genuinely helps – to save time, open up new creative possibilities and keep costs down.",
      points: {
        aiEditing: {
          title: "AI-enhanced editing",
          text: "Smart tools handle the routine work, so we can spend more time on the creative side and you get your photos sooner.",
        },
        aiContent: {
          title: "AI video and fresh content",
          text: "Commercials, introduction videos and AI influencers come to life in a fraction of the time a traditional shoot takes.",
        },
        itUnderOneRoof: {
          title: "Web and IT under one roof",
          text: "Do your new photos need a website, a chatbot or an automated workflow to go with them? We build those too – one point of contact.",
        },
        fastDelivery: {
          title: "Fast turnaround",
          text: "After a sports event your photos normally arrive within {{days}}\u00a0working days – while the game is still the talk of the town.",
        },
      },
    },
    partnership: {
      title: "Reliable, personal service",
      lead: "You should feel looked after from the first email to the final delivery – and want to come back.",
      points: {
        local: {
          title: "Local roots, Nordic reach",
          text: "We are based in Nykarleby on Finland's west coast and work with clients in Finland, Sweden, Norway and Denmark.",
        },
        languages: {
          title: "Service in your language",
          text: "We work fluently in English, Swedish and Finnish, so nothing important gets lost in translation.",
        },
        clearPricing: {
          title: "Transparent pricing",
          text: "You know the price before we start. No hidden fees, and any extras are always agreed in advance.",
        },
        longTerm: {
          title: "Long-term partnerships",
          text: "Many clients come back year after year. Sports clubs on multi-year agreements get {{percent}}% off.",
        },
      },
    },
  },
  cta: {
    title: "Ready to create something together?",
    text: "Tell us what you have in mind and we'll come back with a proposal that fits your idea and your budget.",
    button: "Get in touch",
  },
} satisfies Translation<typeof sv>;
