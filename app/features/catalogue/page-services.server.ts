import { pageLanguage } from "~/i18n/request-language";
import type { ServiceCategory } from "~/db/schema";
import { publicServices } from "./catalogue-api.server";
import type { ServiceView } from "./service-view";

/**
 * The catalogue as a page's loader hands it to the page: the visible services (of `categories`,
 * when given) in the page's language, with campaign prices while the campaign runs (the request's clock).
 * Signed-out pages are cached (server/page-cache.ts) and an admin write clears that cache, so
 * an owner's edit shows at once without a query per visit.
 */
export async function pageServices(
  request: Request,
  categories?: readonly ServiceCategory[],
): Promise<ServiceView[]> {
  const services = await publicServices(pageLanguage(request));
  return categories
    ? services.filter((service) => categories.includes(service.category))
    : services;
}
