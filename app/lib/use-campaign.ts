import { useTranslation } from "~/i18n/react";
import { languageLocales } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "./use-site";

/** The campaign running for this request, as the server decided it (null when none runs). */
export function useCampaign() {
  return useSite()?.campaign ?? null;
}

/**
 * What the campaign texts interpolate, all taken from the campaign itself: the percentage, the
 * reduced services as a list in the page's language, and the last day.
 */
export function useCampaignTexts() {
  const offer = useCampaign();
  const lang = useLanguage();
  const { t } = useTranslation();
  if (!offer) return null;
  const locale = languageLocales[lang].intl;
  const names = offer.services.map((key) => t(`promo.services.${key}`));
  return {
    percent: offer.percent,
    services: new Intl.ListFormat(locale, { type: "conjunction" }).format(names),
    lastDay: new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(`${offer.lastDay}T12:00:00Z`)),
  };
}
