import type { TFunction } from "i18next";
import { languageLocales, type Language } from "~/i18n/languages";
import { kept } from "./kept";
import type { Campaign } from "./promotion";

/** What the banner, the popup and the services note interpolate. */
export type CampaignTextValues = { percent: number; services: string; lastDay: string };

/**
 * The campaign's values for its texts, all taken from the campaign itself: the percentage, the
 * reduced services as a list in the page's language, and the last day. Every campaign text
 * names the services through this one list, so they say the same thing and follow the data.
 */
export function campaignTextValues(
  offer: Campaign,
  lang: Language,
  t: TFunction<"common">,
): CampaignTextValues {
  const names = offer.services.map((key) => t(`promo.services.${key}`));
  const { list, day } = formatsOf(lang);
  return {
    percent: offer.percent,
    services: list.format(names),
    lastDay: day.format(new Date(`${offer.lastDay}T12:00:00Z`)),
  };
}

// Made once per language: the banner, the popup and the services note each ask on every render,
// and creating Intl formatters costs far more than using them (docs/decisions/077).
const formats = new Map<Language, { list: Intl.ListFormat; day: Intl.DateTimeFormat }>();

function formatsOf(lang: Language) {
  const locale = languageLocales[lang].intl;
  return kept(formats, lang, () => ({
    list: new Intl.ListFormat(locale, { type: "conjunction" }),
    day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }),
  }));
}
