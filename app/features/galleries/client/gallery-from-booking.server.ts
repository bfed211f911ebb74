import { database } from "~/db/client.server";
import type { ServiceText } from "~/db/schema";
import type { AdminUser } from "~/features/admin/require-admin.server";
import { bookedServiceText } from "~/features/booking/booking-services.server";
import { languages } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { createGalleryFor } from "../admin/galleries-api.server";
import { bookingForGallery } from "./client-gallery-admin.server";

// "Create client gallery" on a confirmed or completed booking (docs/decisions/101): one step,
// and the owner is on the new gallery's page to upload the photos.

/** "Porträttfotografering – Anna Andersson" in each language the service has a name in. */
function galleryTitle(service: ServiceText | undefined, name: string): ServiceText {
  const title = (lang: (typeof languages)[number], serviceName: string) =>
    serverT(lang)("clientGallery:booking.galleryTitle", { service: serviceName, name }).slice(
      0,
      120,
    );
  const entries = languages
    .filter((lang) => lang === "sv" || service?.[lang])
    .map((lang) => [
      lang,
      title(lang, service?.[lang] ?? service?.sv ?? serverT(lang)("clientGallery:page.kicker")),
    ]);
  return Object.fromEntries(entries) as ServiceText;
}

/** The booking's customer, language and day in a new client gallery; answers its id. */
export async function createClientGalleryFromBooking(
  admin: AdminUser,
  bookingId: string,
): Promise<string> {
  const { db } = await database();
  const booking = await bookingForGallery(db, bookingId);
  const name = (booking.name ?? booking.accountName ?? "").trim() || booking.email;
  const gallery = await createGalleryFor(admin, {
    kind: "client",
    title: galleryTitle(await bookedServiceText(db, booking.serviceType), name),
    shotOn: booking.date,
    customerEmail: booking.email,
    bookingId: booking.id,
    ...(languages.includes(booking.language as never) && { language: booking.language }),
  });
  return gallery.id;
}
