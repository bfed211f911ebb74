import { useTranslation } from "~/i18n/react";
import { isServiceType, serviceLabelKeys } from "./service-label-keys";

/** A booking's service in the page's language; an unknown stored key is shown as it is. */
export function useServiceLabel(): (serviceType: string) => string {
  const { t } = useTranslation("booking");
  return (serviceType) =>
    isServiceType(serviceType) ? t(`services.${serviceLabelKeys[serviceType]}`) : serviceType;
}
