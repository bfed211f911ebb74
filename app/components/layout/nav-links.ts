// The navigation of spec section 2, in order. Paths are Swedish; hashes point into the home page.
export const navLinks = [
  { key: "home", to: "/" },
  { key: "services", to: "/#tjanster" },
  { key: "portfolio", to: "/portfolio" },
  { key: "videos", to: "/videos" },
  { key: "itServices", to: "/it-services" },
  { key: "whyChooseUs", to: "/why-choose-us" },
  { key: "news", to: "/nyheter" },
  { key: "shop", to: "/shop" },
  { key: "testimonials", to: "/testimonials" },
  { key: "contact", to: "/#kontakt" },
] as const;
