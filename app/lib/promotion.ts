import type { Campaign } from "~/content/business";
import { businessToday, now as clockNow } from "./clock";

export type { Campaign };

/** The campaign runs from the start of its first day to the end of its last, in Finland. */
export function isCampaignRunning(offer: Campaign, now: Date = clockNow()): boolean {
  const today = businessToday(now);
  return offer.firstDay <= today && today <= offer.lastDay;
}

/**
 * The stored campaign (docs/decisions/007, 036) if it runs at `now`, else null: what the root
 * loader hands every page. Which services it reduces is the catalogue's `campaign` flag
 * (docs/decisions/084); pages get those prices from their loaders.
 */
export function runningCampaign(offer: Campaign, now: Date = clockNow()): Campaign | null {
  return isCampaignRunning(offer, now) ? offer : null;
}
