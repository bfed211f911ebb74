import type { Campaign } from "~/content/business";
import type { Price } from "~/content/services";
import { businessToday, now as clockNow } from "./clock";
import { campaignPrice } from "./format";

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

/**
 * The home keys of the seed's five campaign services. Only the chat still prices by them, from
 * app/content/services.ts, until it reads the catalogue (issue 19): pages never do.
 */
export const legacyCampaignKeys = [
  "private",
  "event",
  "aiVideo",
  "introVideo",
  "aiEditing",
] as const;

/** The chat's price of a content-file service: reduced while the campaign covers it. */
export function offeredPrice(
  serviceKey: string,
  price: Price,
  offer: Campaign | null,
): { eur: number; regularEur: number; validUntil?: string } | null {
  if (!("eur" in price)) return null;
  const covered: readonly string[] = legacyCampaignKeys;
  const reduced = offer && price.kind === "fixed" && covered.includes(serviceKey);
  return reduced
    ? {
        eur: campaignPrice(price.eur, offer.percent),
        regularEur: price.eur,
        validUntil: offer.lastDay,
      }
    : { eur: price.eur, regularEur: price.eur };
}
