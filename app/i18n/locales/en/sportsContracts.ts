import type sv from "../sv/sportsContracts";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Sports contracts – season contracts for clubs with a price match",
    description:
      "Season contracts for sports clubs and photo shoots for individual athletes. For comparable assignments we match your previous photographer's price. We deliver hundreds of edited photos per event quickly and offer a discount on multi-year contracts.",
    keywords:
      "sports photography, season contract, sports club photographer, team photo, match photos, price match, sports photographer Finland",
  },
  hero: {
    eyebrow: "Sports contracts",
    title: "Your season deserves world-class photos",
    lead: "We shoot games, team photos and match-winning moments for clubs and athletes across the Nordics – and for comparable assignments we match what you pay today.",
    primaryCta: "Request a quote",
    secondaryCta: "See our packages",
  },
  facts: {
    label: "Our sports contracts at a glance",
    images: { value: "{{images}}", label: "photos per event" },
    delivery: { value: "{{days}}", label: "working days from the event to delivery" },
    discount: { value: "{{percent}}%", label: "off multi-year agreements" },
    priceMatch: {
      value: "Price match",
      label: "your previous photographer's price for comparable assignments",
    },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why clubs choose us",
    lead: "We know how much great photos mean – to the players, the fans and the sponsors.",
    items: {
      priceMatch: {
        title: "Price-match guarantee",
        text: "Already working with a photographer? Show us what you pay today and we'll match it for comparable assignments – without cutting corners on quality.",
      },
      professional: {
        title: "Professional from start to finish",
        text: "We arrive in good time, know the rules of the venue and work discreetly without getting in the way of the game.",
      },
      experience: {
        title: "Sports experience that shows",
        text: "Ice hockey, football, floorball or athletics – we know exactly where to stand when the decisive moment comes.",
      },
      fast: {
        title: "Fast delivery",
        text: "Your photos arrive within {{days}} working days, so you can post them while the game is still on everyone's mind.",
      },
      quality: {
        title: "Outstanding image quality",
        text: "{{images}} high-resolution, edited photos per event – ready for the web, social media and print.",
      },
      flexible: {
        title: "Flexible arrangements",
        text: "Single games, full seasons or multi-year deals: we fit around your club's schedule and budget.",
      },
    },
  },
  services: {
    eyebrow: "Packages",
    title: "Pick the package that fits",
    lead: "From a single athlete to a club with several teams, there is a package for every need.",
    badge: "Most popular",
    included: "What's included",
    team: {
      features: {
        teamPhoto: "Team photo plus individual player portraits",
        matchday: "Action shots from home games",
        sponsors: "Images your sponsors will love to share",
      },
    },
    individual: {
      features: {
        action: "Action shots from a competition or game",
        portrait: "Portraits in a sporting setting",
      },
    },
    season: {
      features: {
        everyMatch: "Coverage of the games you choose, all season",
        priceMatch: "Your previous photographer's price for comparable assignments",
      },
    },
  },
  cta: {
    title: "Let's talk about your next season",
    text: "Tell us about your club, your teams and what you pay today, and you'll soon have a proposal that matches the price for comparable assignments.",
    button: "Contact us",
  },
} satisfies Translation<typeof sv>;
