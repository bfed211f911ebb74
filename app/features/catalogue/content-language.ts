import type { Language } from "~/i18n/languages";
import type { ServiceView } from "./service-view";

/**
 * The `lang` attribute for a service's texts: set only where the catalogue fell back to the
 * Swedish text, so a screen reader reads it with Swedish pronunciation.
 */
export function contentLang(service: Pick<ServiceView, "contentLanguage">, pageLang: Language) {
  return service.contentLanguage === pageLang ? undefined : service.contentLanguage;
}
