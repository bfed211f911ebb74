import { useTranslation } from "~/i18n/react";
import { photoServices } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { offeredPrice } from "~/lib/promotion";
import { useCampaign } from "~/lib/use-campaign";
import { useSite } from "~/lib/use-site";
import { useBookingRules, useBusiness } from "~/features/settings/use-settings";
import { professionalService } from "~/seo/structured-data";
import { serviceDescriptionValues } from "./service-description-values";

/** The business as JSON-LD, with the eight home services in the page's language and prices. */
export function useHomeStructuredData() {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  const origin = useSite()?.publicUrl ?? "";
  const campaign = useCampaign();
  const business = useBusiness();
  const bookingRules = useBookingRules();
  const services = photoServices.map((service) => {
    const price = offeredPrice(service.key, service.price, campaign);
    return {
      name: t(`services.items.${service.key}.title`),
      description: t(`services.items.${service.key}.description`, serviceDescriptionValues),
      ...(price && { priceEur: price.eur, priceValidUntil: price.validUntil }),
    };
  });
  return professionalService(
    origin,
    lang,
    { business, bookingRules },
    { description: t("seo.description"), catalogName: t("seo.catalogName") },
    services,
  );
}
