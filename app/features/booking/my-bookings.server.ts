import type { Database } from "~/db/client.server";
import { loadSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { listBookings, publicBooking } from "./booking.server";
import { bookingServiceNames } from "./booking-services.server";
import { depositsOnCancel } from "./deposit-on-cancel.server";

/**
 * The customer's own bookings as my bookings and GET /api/bookings show them; an active one
 * with a paid deposit carries `deposit`, with whether a cancel at `now` pays it back (109).
 */
export async function myBookings(db: Database, userId: string, lang: Language, now: Date) {
  const [list, names, settings] = await Promise.all([
    listBookings(db, userId),
    bookingServiceNames(db, lang),
    loadSettings(db),
  ]);
  const deposits = await depositsOnCancel(db, list, settings.bookingRules, now);
  return list.map((booking) => {
    const deposit = deposits.get(booking.id);
    return { ...publicBooking(booking, names[booking.serviceType]), ...(deposit && { deposit }) };
  });
}

export type MyBooking = Awaited<ReturnType<typeof myBookings>>[number];
