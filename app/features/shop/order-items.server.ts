import { eq, sql } from "drizzle-orm";
import { galleries, orders, products, type LocalizedText, type ProductCategory } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import { languages } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { OrderRow, Tx } from "./orders.server";

// What an order bought: a product of the shop, or photos of a gallery (docs/decisions/090).
// Every reader of orders (mails, the buyer's page, the owner's desk) sees one shape.

export type OrderItem = {
  /** The product's price id; null for photos of a gallery. */
  priceId: string | null;
  galleryId: string | null;
  name: LocalizedText;
  category: ProductCategory;
  /** Photos bought from a gallery; 0 for a product. */
  photoCount: number;
};

export type OrderWithItem = { order: OrderRow; product: OrderItem };

const columns = {
  order: orders,
  product: products,
  gallery: galleries,
  photoCount: sql<number>`(select count(*)::int from order_photos where order_photos.order_id = ${orders.id})`,
};

/** Orders with what they bought: `.where(…)` and `.orderBy(…)` as for `orders`. */
export function selectOrdersWithItems(db: Tx) {
  return db
    .select(columns)
    .from(orders)
    .leftJoin(products, eq(products.priceId, orders.priceId))
    .leftJoin(galleries, eq(galleries.id, orders.galleryId));
}

type Selected = {
  order: OrderRow;
  product: typeof products.$inferSelect | null;
  gallery: typeof galleries.$inferSelect | null;
  photoCount: number;
};

export function withItem(row: Selected): OrderWithItem {
  const { order, product, gallery, photoCount } = row;
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
