import { useTranslation } from "~/i18n/react";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";
import { useCampaign } from "~/lib/use-campaign";
import { useSite } from "~/lib/use-site";
import { useBookingRules, useBusiness } from "~/features/settings/use-settings";
import { catalogueOffer, professionalService } from "~/seo/structured-data";

/** The business as JSON-LD, with the home page's catalogue services in its language and prices. */
export function useHomeStructuredData(services: readonly ServiceView[]) {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  const origin = useSite()?.publicUrl ?? "";
  const campaign = useCampaign();
  const business = useBusiness();
  const bookingRules = useBookingRules();
  return professionalService(
    origin,
    lang,
    { business, bookingRules },
    { description: t("seo.description"), catalogName: t("seo.catalogName") },
    services.map((service) => catalogueOffer(service, campaign?.lastDay)),
  );
}
