import { languageLocales, type Language } from "~/i18n/languages";
import { kept } from "./kept";
import type { Campaign } from "./promotion";

/** What the banner, the popup and the services note interpolate. */
export type CampaignTextValues = { percent: number; services: string; lastDay: string };

/**
 * A service's name inside a sentence ("30 % rabatt på privatfotografering"): the first letter
 * in lower case, unless the name starts with an abbreviation ("AI-redigering", "IT consulting").
 */
export function midSentence(name: string): string {
  const [first = "", second = ""] = name;
  const abbreviation = second !== second.toLowerCase() || second === "-";
  return abbreviation ? name : first.toLowerCase() + name.slice(1);
}

/**
 * The campaign's values for its texts: the percentage, the last day and the names of exactly
 * the catalogue's campaign services (in the page's language) as one list. Every campaign text
 * names the services through this one list, so they say the same thing and follow the data.
 */
export function campaignTexts(
  offer: Pick<Campaign, "percent" | "lastDay">,
  names: readonly string[],
  lang: Language,
): CampaignTextValues {
  const { list, day } = formatsOf(lang);
  return {
    percent: offer.percent,
    services: list.format(names.map(midSentence)),
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
