import { useLanguage } from "~/i18n/use-localized-path";
import { campaignTexts } from "./campaign-texts";
import { useSite } from "./use-site";

/** The campaign running for this request, as the server decided it (null when none runs). */
export function useCampaign() {
  return useSite()?.campaign ?? null;
}

/**
 * What the campaign texts interpolate (campaign-texts.ts), naming `names`: the catalogue's
 * campaign services as the page's loader gave them. Null when no campaign runs, or when it
 * covers no service (a banner about nothing is worse than none).
 */
export function useCampaignTexts(names: readonly string[]) {
  const offer = useCampaign();
  const lang = useLanguage();
  return offer && names.length > 0 ? campaignTexts(offer, names, lang) : null;
}
