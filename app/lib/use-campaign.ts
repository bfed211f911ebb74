import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { campaignTextValues } from "./campaign-texts";
import { useSite } from "./use-site";

/** The campaign running for this request, as the server decided it (null when none runs). */
export function useCampaign() {
  return useSite()?.campaign ?? null;
}

/** What the campaign texts interpolate (campaign-texts.ts), or null when no campaign runs. */
export function useCampaignTexts() {
  const offer = useCampaign();
  const lang = useLanguage();
  const { t } = useTranslation();
  return offer ? campaignTextValues(offer, lang, t) : null;
}
