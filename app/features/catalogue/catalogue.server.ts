import { asc, eq, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { services } from "~/db/schema";
import { bookingServiceTypes } from "./legacy-keys";
import type { Language } from "~/i18n/languages";
import { serviceView, type CampaignOffer, type ServiceRow, type ServiceView } from "./service-view";

// The catalogue as every reader sees it (docs/decisions/084): pages, the booking form and its
// check, mails, structured data and the chat read services here, never from app/content/.

/** Every stored service in the owner's order, hidden ones too. */
export async function allServiceRows(db: Database): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.position), asc(services.id));
}

async function visibleRows(db: Database): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.hidden, false))
    .orderBy(asc(services.position), asc(services.id));
}

/**
 * The visible services in `lang`, in order. `offer` is the running campaign (or null): its
 * price is added to the campaign services only while it runs.
 */
export async function listServices(
  db: Database,
  lang: Language,
  offer: CampaignOffer = null,
): Promise<ServiceView[]> {
  return (await visibleRows(db)).map((row) => serviceView(row, lang, offer));
}

export async function serviceRow(db: Database, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

const legacyKeys: readonly string[] = bookingServiceTypes;

/**
 * The service a booking's `serviceType` names: a visible, bookable catalogue id, or one of the
 * five keys of architecture section 4, which stay valid for existing bookings and integrations
 * (their service, if the catalogue still maps one, else undefined). Null: not bookable.
 */
export async function bookingService(
  db: Database,
  serviceType: string,
): Promise<{ row: ServiceRow | undefined } | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(or(eq(services.id, serviceType), eq(services.legacyKey, serviceType)));
  if (legacyKeys.includes(serviceType)) return { row };
  if (!row || row.hidden || !row.bookable) return null;
  return { row };
}

/** Every service's name in `lang` (Swedish where not written), by id, hidden ones too. */
export async function serviceNames(db: Database, lang: Language): Promise<Record<string, string>> {
  const rows = await db.select({ id: services.id, name: services.name }).from(services);
  const names: Record<string, string> = {};
  for (const row of rows) names[row.id] = row.name[lang] || row.name.sv;
  return names;
}
