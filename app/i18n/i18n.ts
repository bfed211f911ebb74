import { createInstance, type i18n as I18n } from "i18next";
import type sv from "./locales/sv";
import { defaultLanguage, type Language } from "./languages";

export type Resources = typeof sv;
export const namespaces = [
  "common",
  "home",
  "portfolio",
  "itServices",
  "whyChooseUs",
  "shop",
  "aiInfluencer",
  "testimonials",
  "news",
  "videos",
  "freelancer",
  "sportsContracts",
  "api",
  "auth",
  "booking",
  "bookings",
] as const satisfies readonly (keyof Resources)[];

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
