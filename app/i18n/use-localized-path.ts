import { useTranslation } from "~/i18n/react";
import { isLanguage, localizePath, defaultLanguage, type Language } from "./languages";

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Turns a Swedish path ("/portfolio", "/#kontakt") into the current language's. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage();
  return (path: string) => {
    const [pathname = "/", hash] = path.split("#");
    const localized = localizePath(pathname || "/", lang);
    return hash ? `${localized}#${hash}` : localized;
  };
}
