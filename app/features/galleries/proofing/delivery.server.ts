import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  galleries,
  galleryFavourites,
  galleryPhotos,
  orderPhotos,
  orders,
  type Gallery,
} from "~/db/schema";
import { enqueueJobs, type JobInput } from "~/features/jobs/jobs.server";
import { now } from "~/lib/clock";

// What a client gallery's customer may download (docs/decisions/102). The owner chooses per
// gallery: view only (watermarked previews), or the included photos in full resolution. The
// included photos are the sent selection when the gallery has a selection limit (none until it
// is sent), otherwise every photo. Photos bought at the checkout are the customer's whatever
// the choice. Everything else can only be bought: its download file is never served.

/** A photo the customer sees: ready and not hidden by the owner. */
const shown = and(eq(galleryPhotos.status, "ready"), eq(galleryPhotos.hidden, false));

/** The photos the gallery's package includes, in the gallery's order. */
export async function includedPhotoIds(db: Database, gallery: Gallery): Promise<string[]> {
  if (gallery.selectionLimit !== null) {
    if (!gallery.selectionSubmittedAt) return [];
    const rows = await db
      .select({ id: galleryPhotos.id })
      .from(galleryFavourites)
      .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
      .where(and(eq(galleryFavourites.galleryId, gallery.id), shown))
      .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, gallery.id), shown))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map((row) => row.id);
}

/** Photos of the gallery in its paid (or delivered) orders: bought extras. */
export async function boughtPhotoIds(db: Database, galleryId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orderPhotos.photoId })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .where(and(eq(orders.galleryId, galleryId), inArray(orders.status, ["paid", "fulfilled"])));
  return rows.map((row) => row.id);
}

export type Delivery = {
  /** The package's photos (the selection, or all), whether or not they may be downloaded. */
  included: string[];
  /** What the customer may download now, in the gallery's order. */
  downloadable: string[];
};

export async function deliveryOf(db: Database, gallery: Gallery): Promise<Delivery> {
  const included = await includedPhotoIds(db, gallery);
  const bought = new Set(await boughtPhotoIds(db, gallery.id));
  const allowed = new Set([...(gallery.allowDownload ? included : []), ...bought]);
  if (allowed.size === 0) return { included, downloadable: [] };
  // Hidden or failed photos drop out of the downloads, bought or not: the owner's choice.
  const rows = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, gallery.id), shown))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return { included, downloadable: rows.map((row) => row.id).filter((id) => allowed.has(id)) };
}

/** Photos the customer can still buy: shown, and not already theirs to download. */
export async function extrasForSale(db: Database, gallery: Gallery): Promise<string[]> {
  const { downloadable } = await deliveryOf(db, gallery);
  const theirs = new Set(downloadable);
  const rows = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, gallery.id), shown))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map((row) => row.id).filter((id) => !theirs.has(id));
}

/** The files of downloadable photos, named as in a paid order's zip ("slug/007.jpg"). */
export async function deliveryFiles(db: Database, gallery: Gallery, photoIds: string[]) {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select({
      id: galleryPhotos.id,
      position: galleryPhotos.position,
      fileName: galleryPhotos.fileName,
    })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, gallery.id), inArray(galleryPhotos.id, photoIds)))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map((row) => ({
    photoId: row.id,
    galleryId: gallery.id,
    fileName: row.fileName,
    zipName: `${gallery.slug}/${String(row.position).padStart(3, "0")}.jpg`,
  }));
}

/** A day after the first download, the customer is invited to review the shoot (once). */
export const reviewInvitationDelayMs = 24 * 60 * 60 * 1000;

export const reviewInvitationJob = (galleryId: string, runAt: Date): JobInput => ({
  kind: "gallery.reviewInvitation",
  payload: { galleryId },
  runAt,
});

/**
 * Marks the gallery's first download and queues the review invitation, once: of any number of
 * downloads, racing or not, only the one whose update finds the column empty queues it.
 */
export async function recordDownload(db: Database, galleryId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [first] = await tx
      .update(galleries)
      .set({ firstDownloadAt: at })
      .where(and(eq(galleries.id, galleryId), isNull(galleries.firstDownloadAt)))
      .returning({ id: galleries.id });
    if (!first) return false;
    await enqueueJobs(tx, [
      reviewInvitationJob(galleryId, new Date(at.getTime() + reviewInvitationDelayMs)),
    ]);
    return true;
  });
}
