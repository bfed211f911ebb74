import type { Database } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { listBookings, publicBooking } from "./booking.server";
import { bookingServiceNames } from "./booking-services.server";

/** The customer's own bookings as my bookings and GET /api/bookings show them. */
export async function myBookings(db: Database, userId: string, lang: Language) {
  const [list, names] = await Promise.all([
    listBookings(db, userId),
    bookingServiceNames(db, lang),
  ]);
  return list.map((booking) => publicBooking(booking, names[booking.serviceType]));
}
