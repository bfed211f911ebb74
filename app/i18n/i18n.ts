import { createInstance, type i18n as I18n } from "i18next";
import sv from "./locales/sv";
import { defaultLanguage, type Language } from "./languages";

export type Resources = typeof sv;
/** The Swedish source's index (locales/sv/index.ts) is the one list of namespaces. */
export const namespaces = Object.keys(sv) as (keyof Resources)[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
  }
}

/**
 * One i18next instance per server request (and one per language for API messages). It holds
 * every text of every language and falls back to Swedish (spec section 1). The browser uses
 * ClientTranslator instead (client-translator.ts).
 */
export function createI18n(
  lang: Language,
  resources: Partial<Record<Language, Partial<Resources>>>,
  onMissingKey: (lang: string, key: string) => void,
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: defaultLanguage,
    supportedLngs: ["sv", "fi", "en"],
    resources,
    ns: [...namespaces],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => onMissingKey(lngs.join(","), `${ns}:${key}`),
  });
  return instance;
}
