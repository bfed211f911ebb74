import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { runningCampaign } from "~/lib/promotion";
import { loadSettings } from "./settings-store.server";
import type { SiteSettings } from "./site-settings";

/** The owner's settings for this request (cached per process, docs/decisions/035). */
export async function siteSettings(options?: { fresh?: boolean }): Promise<SiteSettings> {
  const { db } = await database();
  return loadSettings(db, options);
}

/**
 * What every page gets from the root loader: the business facts (the WhatsApp number falls back
 * to the WHATSAPP_NUMBER setting, digits only as wa.me wants them), the booking rules, and the
 * campaign only while it runs — decided on the server, so render and hydration agree.
 */
export function pageSettings(settings: SiteSettings, now?: Date) {
  const whatsapp = settings.business.whatsapp.replace(/\D/g, "") || config().WHATSAPP_NUMBER || "";
  return {
    business: { ...settings.business, whatsapp },
    bookingRules: settings.bookingRules,
    campaign: runningCampaign(settings.campaign, now),
  };
}
