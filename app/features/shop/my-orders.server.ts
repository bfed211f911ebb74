import type { Database } from "~/db/client.server";
import type { OrderStatus } from "~/db/schema";
import { localizePath, type Language } from "~/i18n/languages";
import { liveDownloadLinks } from "./download-links.server";
import { ordersOfUser } from "./orders.server";
import { orderPhotoFiles } from "~/features/galleries/gallery-purchase.server";

/** An order as its buyer sees it (GET /api/orders, the account page). */
export type MyOrder = {
  id: string;
  /** "2026-0042", as the receipt and the mails name it. */
  orderNumber: string;
  /** The receipt page, once paid (docs/decisions/097). */
  receiptPath: string | null;
  product: string;
  priceId: string | null;
  category: "software" | "websites" | "photos" | "deposit";
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  /** While a download link works: where the signed-in buyer downloads, until when, how often. */
  download: { url: string; expiresAt: string; usesLeft: number } | null;
  /** Photos bought from a gallery, one by one, while the download link works. */
  photos: { name: string; url: string }[];
};

/** The buyer's own orders, newest first; abandoned checkouts (never paid) are left out. */
export async function myOrders(db: Database, userId: string, lang: Language): Promise<MyOrder[]> {
  const rows = (await ordersOfUser(db, userId)).filter(
    ({ order }) => order.status !== "pending" && order.status !== "cancelled",
  );
  const links = await liveDownloadLinks(
    db,
    rows.filter(({ order }) => order.status === "fulfilled").map(({ order }) => order.id),
  );
  const photoFiles = new Map(
    await Promise.all(
      rows
        .filter(({ order }) => order.galleryId !== null && order.status === "fulfilled")
        .map(async ({ order }) => [order.id, await orderPhotoFiles(db, order.id)] as const),
    ),
  );
  return rows.map(({ order, product }) => {
    const live = links
      .filter((link) => link.orderId === order.id)
      .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
    return {
      id: order.id,
      orderNumber: order.orderNumber ?? order.id,
      receiptPath:
        order.orderNumber && ["paid", "fulfilled", "refunded"].includes(order.status)
          ? localizePath(`/bookings/kvitto/${order.orderNumber}`, lang)
          : null,
      product: product.name[lang],
      priceId: product.priceId,
      category: product.category,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      download: live
        ? {
            url: `/api/orders/${order.id}/download`,
            expiresAt: live.expiresAt.toISOString(),
            usesLeft: live.usesLeft,
          }
        : null,
      photos: live
        ? (photoFiles.get(order.id) ?? []).map((photo) => ({
            name: photo.zipName.split("/").pop()!,
            url: `/api/orders/${order.id}/photos/${photo.photoId}`,
          }))
        : [],
    };
  });
}
