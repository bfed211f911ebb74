// The navigation (README, "What it does"), in order. Paths are Swedish; hashes point into the
// home page. Between 1024 and 1536 px there is no room for all ten in every language (Finnish
// labels are long), so the links marked `more` wait behind the "More" button there.
export const navLinks = [
  { key: "home", to: "/", more: true },
  { key: "services", to: "/#tjanster", more: false },
  { key: "portfolio", to: "/portfolio", more: false },
  { key: "videos", to: "/videos", more: false },
  { key: "itServices", to: "/it-services", more: false },
  { key: "whyChooseUs", to: "/why-choose-us", more: true },
  { key: "news", to: "/nyheter", more: true },
  { key: "shop", to: "/shop", more: false },
  { key: "testimonials", to: "/testimonials", more: true },
  { key: "contact", to: "/#kontakt", more: false },
] as const;

export type NavLinkEntry = (typeof navLinks)[number];

// Pages the menu has no room for that every page still reaches, from the footer's own group.
export const footerLinks = [
  { key: "sportsContracts", to: "/idrottskontrakt" },
  { key: "freelancer", to: "/freelancer" },
] as const;

/** The terms of sale and the privacy policy (docs/decisions/096): in every footer, beside forms. */
export const legalPaths = { terms: "/kopvillkor", privacy: "/integritetspolicy" } as const;
export const legalLinks = [
  { key: "terms", to: legalPaths.terms },
  { key: "privacy", to: legalPaths.privacy },
] as const;
