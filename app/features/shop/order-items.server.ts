import { eq, sql } from "drizzle-orm";
import {
  bookings,
  galleries,
  orders,
  products,
  services,
  type LocalizedText,
  type ProductCategory,
} from "~/db/schema";
import { serviceOfBooking } from "~/features/booking/booking-services.server";
import { formatClockTime, formatDate } from "~/lib/format";
import { textIn } from "~/features/catalogue/service-view";
import { languages } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { OrderRow, Tx } from "./orders.server";

// What an order bought: a product of the shop, photos of a gallery (docs/decisions/090), or a
// booking's deposit (decision 109).
// Every reader of orders (mails, the buyer's page, the owner's desk) sees one shape.

export type OrderItem = {
  /** The product's price id; null for photos of a gallery. */
  priceId: string | null;
  galleryId: string | null;
  name: LocalizedText;
  /** "deposit": the deposit of `bookingId`'s booking, not a product of the shop. */
  category: ProductCategory | "deposit";
  /** Photos bought from a gallery; 0 for a product. */
  photoCount: number;
};

export type OrderWithItem = { order: OrderRow; product: OrderItem };

const columns = {
  order: orders,
  product: products,
  gallery: galleries,
  booking: bookings,
  serviceName: services.name,
  photoCount: sql<number>`(select count(*)::int from order_photos where order_photos.order_id = ${orders.id})`,
};

/** Orders with what they bought: `.where(…)` and `.orderBy(…)` as for `orders`. */
export function selectOrdersWithItems(db: Tx) {
  return db
    .select(columns)
    .from(orders)
    .leftJoin(products, eq(products.priceId, orders.priceId))
    .leftJoin(galleries, eq(galleries.id, orders.galleryId))
    .leftJoin(bookings, eq(bookings.id, orders.bookingId))
    .leftJoin(services, serviceOfBooking(bookings.serviceType));
}

type Selected = {
  order: OrderRow;
  product: typeof products.$inferSelect | null;
  gallery: typeof galleries.$inferSelect | null;
  booking: typeof bookings.$inferSelect | null;
  serviceName: typeof services.$inferSelect.name | null;
  photoCount: number;
};

/** "Handpenning: Privatfotografering 3.12.2026 kl. 14.00", in every language. */
function depositName(
  booking: typeof bookings.$inferSelect,
  serviceName: Selected["serviceName"],
): LocalizedText {
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      serverT(lang)("checkout:depositItem", {
        service: serviceName ? textIn(serviceName, lang).text : booking.serviceType,
        date: formatDate(booking.bookingDate, lang),
        time: formatClockTime(booking.bookingTime, lang),
      }),
    ]),
  ) as LocalizedText;
}

export function withItem(row: Selected): OrderWithItem {
  const { order, product, gallery, booking, serviceName, photoCount } = row;
  if (booking)
    return {
      order,
      product: {
        priceId: null,
        galleryId: null,
        name: depositName(booking, serviceName),
        category: "deposit",
        photoCount: 0,
      },
    };
  if (product)
    return {
      order,
      product: {
        priceId: product.priceId,
        galleryId: null,
        name: product.name,
        category: product.category,
        photoCount: 0,
      },
    };
  // Photos: "MUIK 2–Virkiä 2: 12 bilder"; a deleted gallery leaves the count.
  const name = Object.fromEntries(
    languages.map((lang) => [
      lang,
      serverT(lang)("checkout:photosItem", {
        title: gallery ? textIn(gallery.title, lang).text : "",
        count: photoCount,
      }).replace(/^: /, ""),
    ]),
  ) as LocalizedText;
  return {
    order,
    product: { priceId: null, galleryId: order.galleryId, name, category: "photos", photoCount },
  };
}
