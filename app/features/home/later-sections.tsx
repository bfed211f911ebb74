import { staticUntilChanged } from "~/lib/static-until-changed";

// The home page's parts below the first screen that are drawn from the page's data alone, with
// links and nothing else to interact with: hydrating the first page, their server HTML is kept
// as it is and their code is not loaded (docs/decisions/112). The intro film (its poster is
// named by script), the forms and the cards around them hydrate as usual.

const parts = () => import("./static-parts");

export const ServicesSection = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.ServicesSection })),
);
export const PortfolioPreview = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.PortfolioPreview })),
);
export const AiArtSection = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.AiArtSection })),
);
export const SalesFunnel = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.SalesFunnel })),
);
export const ImagePanels = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.ImagePanels })),
);
/** The business's JSON-LD: for search engines, which read the server's HTML. */
export const HomeJsonLd = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.HomeJsonLd })),
);
/** The contact section's details and rates (contact-section.tsx draws the forms beside them). */
export const ContactDetails = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.ContactDetails })),
);
export const ContactRates = staticUntilChanged(() =>
  parts().then((module) => ({ default: module.ContactRates })),
);

/** Their code: a client navigation to home draws them at once, with the page's data. */
export const loadLaterSections = () =>
  Promise.all(
    [
      ServicesSection,
      PortfolioPreview,
      AiArtSection,
      SalesFunnel,
      ImagePanels,
      HomeJsonLd,
      ContactDetails,
      ContactRates,
    ].map((part) => part.load()),
  );
