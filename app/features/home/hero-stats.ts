// The hero's three figures (spec section 2). The values read the same in every language; only
// their labels are translated (home:hero.stats.*).
export const heroStats = [
  { key: "customers", value: "100+" },
  { key: "projects", value: "40+" },
  { key: "ai", value: "AI" },
] as const;
