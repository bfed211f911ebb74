import type { Language } from "./languages";
import type { Resources } from "./i18n";

// Each language is its own chunk: a page downloads only the language it shows.
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  sv: () => import("./locales/sv"),
  fi: () => import("./locales/fi"),
  en: () => import("./locales/en"),
};

export async function loadResources(lang: Language): Promise<Resources> {
  return (await loaders[lang]()).default;
}
