import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
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
 * One i18next instance per server request, one per page in the browser. The server has every
 * language and falls back to Swedish (spec section 1); the browser loads only the page's own
 * language, so a missing key there is reported loudly (the end-to-end walk fails on it).
 */
export function createI18n(
  lang: Language,
  resources: Partial<Record<Language, Resources>>,
  onMissingKey: (lang: string, key: string) => void,
): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
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
    react: { useSuspense: false },
  });
  return instance;
}
