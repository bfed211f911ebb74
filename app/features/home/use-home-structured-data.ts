import { useTranslation } from "~/i18n/react";
import { photoServices, type Price } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { offeredPrice, type Campaign } from "~/lib/promotion";
import { useCampaign } from "~/lib/use-campaign";
import { useSite } from "~/lib/use-site";
import { useBookingRules, useBusiness } from "~/features/settings/use-settings";
import { professionalService, type ShownPrice } from "~/seo/structured-data";
import { serviceDescriptionValues } from "./service-description-values";

/** The business as JSON-LD, with the eight home services in the page's language and prices. */
export function useHomeStructuredData() {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  const origin = useSite()?.publicUrl ?? "";
  const campaign = useCampaign();
  const business = useBusiness();
  const bookingRules = useBookingRules();
  const services = photoServices.map((service) => ({
    name: t(`services.items.${service.key}.title`),
    description: t(`services.items.${service.key}.description`, serviceDescriptionValues),
    price: shownPrice(service.key, service.price, campaign),
  }));
  return professionalService(
    origin,
    lang,
    { business, bookingRules },
    { description: t("seo.description"), catalogName: t("seo.catalogName") },
    services,
  );
}

/** The price the card shows (PriceTag): during the campaign the reduced one, until its last day. */
function shownPrice(serviceKey: string, price: Price, campaign: Campaign | null): ShownPrice {
  const offered = offeredPrice(serviceKey, price, campaign);
  if (price.kind !== "fixed" || !offered) return price;
  return {
    kind: "fixed",
    eur: offered.eur,
    ...(offered.validUntil && { validUntil: offered.validUntil }),
  };
}
