import { HeroSection } from "~/features/home/hero-section";
import {
  AiArtSection,
  HomeJsonLd,
  ImagePanels,
  loadLaterSections,
  PortfolioPreview,
  SalesFunnel,
  ServicesSection,
} from "~/features/home/later-sections";
import { ContactSection } from "~/features/home/contact-section";
import { IntroVideoSection } from "~/features/home/intro-video-section";
import { portfolioPreviewCount } from "~/features/home/portfolio-preview";
import { PromoBanner } from "~/features/home/promo-banner";
import { PromoPopup } from "~/features/home/promo-popup";
import {
  campaignOffer,
  gridServices,
  homeServices,
  rateServices,
} from "~/features/home/home-services";
import { pageServices } from "~/features/catalogue/page-services.server";
import { serviceVatRates, vatNoteText } from "~/features/catalogue/vat-note";
import { serverT } from "~/i18n/translate.server";
import { database } from "~/db/client.server";
import { portfolioPictures } from "~/features/portfolio/portfolio-library.server";
import { PageSeo } from "~/seo/seo";
import { bookingFormAction } from "~/features/booking/booking-action.server";
import { bookingFormServices } from "~/features/booking/booking-services.server";
import { contactFormAction, postedIntent } from "~/features/contact/contact-action.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/home";

/**
 * The catalogue in the page's language: the grid, the rates, the campaign and the JSON-LD; and
 * the booking form's services, so the plain and the calendar form agree. Only the services the
 * page shows (IT has its own page): the loader's data is in the page a second time, for
 * hydration (docs/decisions/108); the campaign, which may cover IT too, is decided here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const [catalogue, bookingServices, portfolio] = await Promise.all([
    pageServices(request),
    bookingFormServices(lang),
    // The preview's pictures: one small query (decision 095).
    database().then(({ db }) => portfolioPictures(db, lang, { limit: portfolioPreviewCount })),
  ]);
  // The note under the grid, written here: its component stays out of home's first load.
  const vatNote = vatNoteText(
    serviceVatRates(gridServices(catalogue).map((service) => service.price)),
    lang,
    (rate) => serverT(lang)("common:price.vatIncluded", { rate }),
  );
  return {
    services: homeServices(catalogue),
    offer: campaignOffer(catalogue),
    bookingServices,
    portfolio,
    vatNote,
  };
}

/**
 * On a client navigation the sections below the first screen are drawn at once: their code
 * (later-sections.tsx) arrives with the page's data, so none is drawn late.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadLaterSections()]);
  return data;
}

/** The booking form (#kontakt) and the contact form beside it (#meddelande) post here. */
export async function action({ request }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  if ((await postedIntent(request)) === "contact") return contactFormAction(request, lang);
  return bookingFormAction(request, lang);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { services, offer, bookingServices, portfolio, vatNote } = loaderData;
  return (
    <>
      <PageSeo ns="home" />
      <HomeJsonLd services={services} />
      <PromoBanner offer={offer} />
      <HeroSection />
      <ServicesSection
        services={gridServices(services)}
        campaignNames={offer.names}
        vatNote={vatNote}
      />
      <PortfolioPreview pictures={portfolio} />
      <AiArtSection />
      <SalesFunnel />
      <IntroVideoSection />
      <ContactSection rates={rateServices(services)} bookingServices={bookingServices} />
      <ImagePanels />
      <PromoPopup offer={offer} />
    </>
  );
}
