import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";

/**
 * The page's language from the translator a component already holds. Components of the booking
 * form and My bookings call useTranslation once: a second call after one that suspended for its
 * texts made React fail to replay the component on a client navigation (React error 467), because
 * the namespace hook only calls `use` while the texts are missing.
 */
export function languageOf(i18n: { language: string }): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
