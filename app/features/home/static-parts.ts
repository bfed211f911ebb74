// The home page's parts whose server HTML is kept on the first page (later-sections.tsx): one
// chunk, since a client navigation to home needs them all at once (docs/decisions/112).
export { AiArtSection } from "./ai-art-section";
export { ContactDetails, ContactRates } from "./contact-cards";
export { HomeJsonLd } from "./home-json-ld";
export { ImagePanels } from "./image-panels";
export { PortfolioPreview } from "./portfolio-preview";
export { SalesFunnel } from "./sales-funnel";
export { ServicesSection } from "./services-section";
