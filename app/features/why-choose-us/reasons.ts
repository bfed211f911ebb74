import { Camera, HeartHandshake, Sparkles } from "lucide-react";

// Full key prefixes, so every t() call below is checked against the Swedish texts.
const pointKeys = <K extends string, P extends string>(section: K, points: readonly P[]) =>
  points.map((point) => `sections.${section}.points.${point}` as const);

/** The three sections of four points each (spec section 2); texts under "whyChooseUs:sections". */
export const reasonSections = [
  {
    key: "craft",
    anchor: "kvalitet",
    icon: Camera,
    points: pointKeys("craft", ["experience", "equipment", "editing", "style"]),
  },
  {
    key: "innovation",
    anchor: "teknik",
    icon: Sparkles,
    points: pointKeys("innovation", ["aiEditing", "aiContent", "itUnderOneRoof", "fastDelivery"]),
  },
  {
    key: "partnership",
    anchor: "service",
    icon: HeartHandshake,
    points: pointKeys("partnership", ["local", "languages", "clearPricing", "longTerm"]),
  },
] as const;

export type ReasonSection = (typeof reasonSections)[number];
