import type { ServiceView } from "~/features/catalogue/service-view";

// How the home page lays out the catalogue's non-IT services: each appears once, either as a
// card in the services grid or as a line among the rates of the contact section.

/** A price per hour or per event: a rate to multiply, listed beside the booking form. */
const isRate = (service: ServiceView) =>
  service.price.kind === "hourly" || service.price.unit === "event";

/** The services the home page shows: all but IT, which has its own page. */
export const homeServices = (services: readonly ServiceView[]) =>
  services.filter((service) => service.category !== "it");

/** The services grid (#tjanster): the packages and fixed offers. */
export const gridServices = (services: readonly ServiceView[]) =>
  homeServices(services).filter((service) => !isRate(service));

/** The rates in the contact section: event photography per hour, sports per event. */
export const rateServices = (services: readonly ServiceView[]) =>
  homeServices(services).filter(isRate);

/** The cards that lead to a page of their own. */
export const servicePages: Readonly<Record<string, string>> = {
  "ai-influencer": "/ai-influencer",
  "sports-season": "/idrottskontrakt",
};

/**
 * What the campaign banner, popup and note say: the names of exactly the catalogue's campaign
 * services, and whether "Boka med rabatt" may lead to the booking form — only when every one of
 * them can be booked there; otherwise it leads to the message form, which takes any request.
 */
export type CampaignOffer = { names: string[]; bookable: boolean };

export function campaignOffer(services: readonly ServiceView[]): CampaignOffer {
  const reduced = services.filter((service) => service.campaign);
  return {
    names: reduced.map((service) => service.name),
    bookable: reduced.every((service) => service.bookable),
  };
}
