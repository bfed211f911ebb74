import type { ServiceText } from "~/db/schema";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { isServiceType, serviceLabelKeys } from "./service-label-keys";

/**
 * A booking's service in the page's language: the catalogue's name that the loader sent (a
 * text, or the stored texts per language) for its id or the legacy key mapped to it; a legacy
 * key the catalogue does not map by its old translation; an unknown stored key as it is.
 */
export function useServiceLabel(): (
  serviceType: string,
  serviceName?: string | ServiceText | null,
) => string {
  const { t, i18n } = useTranslation("booking");
  return (serviceType, serviceName) => {
    if (typeof serviceName === "string") return serviceName;
    if (serviceName)
      return (isLanguage(i18n.language) && serviceName[i18n.language]) || serviceName.sv;
    if (isServiceType(serviceType)) return t(`services.${serviceLabelKeys[serviceType]}`);
    return serviceType;
  };
}
