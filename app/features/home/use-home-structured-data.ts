import { useTranslation } from "~/i18n/react";
import { photoServices } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { professionalService } from "~/seo/structured-data";
import { serviceDescriptionValues } from "./service-description-values";

/** The business as JSON-LD, with the eight home services in the page's language. */
export function useHomeStructuredData() {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  const origin = useSite()?.publicUrl ?? "";
  const services = photoServices.map((service) => ({
    name: t(`services.items.${service.key}.title`),
    description: t(`services.items.${service.key}.description`, serviceDescriptionValues),
    ...("eur" in service.price && { priceEur: service.price.eur }),
  }));
  return professionalService(
    origin,
    lang,
    { description: t("seo.description"), catalogName: t("seo.catalogName") },
    services,
  );
}
