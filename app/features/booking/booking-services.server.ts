import { eq, or, type SQL } from "drizzle-orm";
import { database, type Database } from "~/db/client.server";
import { type bookings, services, type ServiceText } from "~/db/schema";
import { allServiceRows } from "~/features/catalogue/catalogue.server";
import { currentOffer } from "~/features/catalogue/catalogue-api.server";
import type { CampaignOffer, ServiceRow } from "~/features/catalogue/service-view";
import { serviceView, servicePrice, textIn } from "~/features/catalogue/service-view";
import type { Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import type { BookingFormService, BookingPrice } from "./booking-price";
import { depositCents, depositOf } from "~/features/catalogue/deposit";

// The catalogue as bookings read it: the form's list, the price a new booking keeps, and a
// booking's service by its id or the legacy key that maps to it (docs/decisions/084, 085).

/** The booking form's services in `lang`, in the owner's order, priced by the request's clock. */
export async function bookingFormServices(lang: Language): Promise<BookingFormService[]> {
  const { db } = await database();
  // One read of the rows: a row carries its legacy key beside what the form shows.
  const [rows, offer] = await Promise.all([allServiceRows(db), currentOffer()]);
  return rows
    .filter((row) => !row.hidden && row.bookable)
    .map((row) => {
      const { id, name, price } = serviceView(row, lang, offer);
      const deposit = depositCents(depositOf(row), price.campaignAmount ?? price.amount ?? null);
      return {
        id,
        name,
        price: {
          kind: price.kind,
          ...(price.amount !== undefined && { amount: price.amount }),
          ...(price.unit && { unit: price.unit }),
          ...(price.campaignAmount !== undefined && { campaignAmount: price.campaignAmount }),
        },
        ...(row.legacyKey && { legacyKey: row.legacyKey }),
        ...(deposit > 0 && { depositCents: deposit }),
      };
    });
}

/**
 * The price a new booking keeps: what the form showed for the service at `now` (the campaign's
 * too, while it runs and covers it). Columns of the bookings row; all null without a service.
 */
export async function priceToKeep(row: ServiceRow | undefined, now: Date = clockNow()) {
  const offer: CampaignOffer = row?.campaign ? await currentOffer(now) : null;
  const price: BookingPrice | null = row ? servicePrice(row, offer) : null;
  return {
    priceKind: price?.kind ?? null,
    priceAmount: price?.amount ?? null,
    priceUnit: price?.unit ?? null,
    priceCampaignAmount: price?.campaignAmount ?? null,
  };
}

/** The service a booking names: its catalogue id, or the legacy key mapped to a service. */
export function serviceOfBooking(serviceType: string | typeof bookings.serviceType): SQL {
  return or(eq(services.id, serviceType), eq(services.legacyKey, serviceType))!;
}

/** The catalogue's names of a booking's service (hidden services too), or undefined. */
export async function bookedServiceText(
  db: Database,
  serviceType: string,
): Promise<ServiceText | undefined> {
  const [row] = await db
    .select({ name: services.name })
    .from(services)
    .where(serviceOfBooking(serviceType));
  return row?.name;
}

/** Every service's name in `lang` by its id and by the legacy key mapped to it (ids win). */
export async function bookingServiceNames(
  db: Database,
  lang: Language,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: services.id, name: services.name, legacyKey: services.legacyKey })
    .from(services);
  const names: Record<string, string> = {};
  for (const row of rows) if (row.legacyKey) names[row.legacyKey] = textIn(row.name, lang).text;
  for (const row of rows) names[row.id] = textIn(row.name, lang).text;
  return names;
}
