import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { siteSettings } from "~/features/settings/settings.server";
import type { Language } from "~/i18n/languages";
import { runningCampaign } from "~/lib/promotion";
import { createService, reorderServices, updateService } from "./admin/catalogue-admin.server";
import { newServiceSchema, serviceChangeSchema, serviceOrderSchema } from "./catalogue.schema";
import { allServiceRows, listServices, serviceRow } from "./catalogue.server";
import { adminServiceView, type CampaignOffer, type ServiceView } from "./service-view";

// The catalogue's JSON calls (architecture section 7), for the API routes and, later, the
// owner's page at /admin/services.

/** The owner's campaign if it runs now (the request's clock): its percentage, else null. */
export async function currentOffer(now?: Date): Promise<CampaignOffer> {
  const offer = runningCampaign((await siteSettings()).campaign, now);
  return offer && { percent: offer.percent };
}

/** GET /api/services: the visible services in `lang`, with campaign prices while it runs. */
export async function publicServices(lang: Language): Promise<ServiceView[]> {
  const { db } = await database();
  return listServices(db, lang, await currentOffer());
}

export async function adminServices() {
  const { db } = await database();
  return (await allServiceRows(db)).map(adminServiceView);
}

export async function adminService(id: string) {
  const { db } = await database();
  const row = await serviceRow(db, id);
  if (!row) throw new DomainError("serviceNotFound");
  return adminServiceView(row);
}

export async function createServiceFor(admin: AdminUser, input: unknown) {
  const valid = parseInput(newServiceSchema, input);
  const { db } = await database();
  return createService(db, actorOf(admin), valid);
}

export async function updateServiceFor(admin: AdminUser, id: string, input: unknown) {
  const valid = parseInput(serviceChangeSchema, input);
  const { db } = await database();
  return updateService(db, actorOf(admin), id, valid);
}

export async function reorderServicesFor(admin: AdminUser, input: unknown) {
  const { ids } = parseInput(serviceOrderSchema, input);
  const { db } = await database();
  return reorderServices(db, actorOf(admin), ids);
}
