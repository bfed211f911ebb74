import type { ServiceText } from "~/db/schema";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { isServiceType, serviceLabelKeys } from "./service-label-keys";

/**
 * A booking's service in the page's language: a legacy key by its translation, a catalogue id
 * by the catalogue's name that the loader sent (a text, or the stored texts per language); an
 * unknown stored key is shown as it is.
 */
export function useServiceLabel(): (
  serviceType: string,
  serviceName?: string | ServiceText | null,
) => string {
  const { t, i18n } = useTranslation("booking");
  return (serviceType, serviceName) => {
    if (isServiceType(serviceType)) return t(`services.${serviceLabelKeys[serviceType]}`);
    if (typeof serviceName === "string") return serviceName;
    if (!serviceName) return serviceType;
    return (isLanguage(i18n.language) && serviceName[i18n.language]) || serviceName.sv;
  };
}
