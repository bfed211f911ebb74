import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  galleries,
  galleryPhotos,
  jobs,
  orderPhotos,
  orders,
  type Gallery,
  type GalleryPhoto,
} from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { enqueueJobs } from "~/features/jobs/jobs.server";
import { now } from "~/lib/clock";
import {
  slugFromTitle,
  type GalleryChangeInput,
  type NewGalleryInput,
  type PhotoChangeInput,
  type TagPhotosInput,
} from "../gallery.schema";
import { portfolioCategories } from "~/content/portfolio";
import { photoProcessJob, photoReadNumbersJob } from "../photo-keys";
import { onClientGalleryPublished } from "../client/client-gallery-admin.server";
import { adminGalleryView, adminPhotoView, type AdminGalleryView } from "./admin-gallery-view";

// The owner's side of the library (docs/decisions/090): galleries and their photos. Every
// change and its audit entry are one transaction; a photo's processing is a job queued in it.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const slugTaken = () =>
  new DomainError("slugTaken", [{ field: "slug", message: "api:galleries.slugTaken" }]);
const galleryNotFound = () => new DomainError("galleryNotFound");
const photoNotFound = () => new DomainError("photoNotFound");

/**
 * How many paid orders hold photos of this gallery (or this one photo). A bought photo stays:
 * its buyer downloads its original for days after paying and from the account page, and the
 * order desk lists it (docs/decisions/090). The owner hides it instead, or unpublishes.
 */
async function paidOrdersHolding(
  tx: Transaction,
  where: { galleryId: string } | { photoId: string },
): Promise<number> {
  const [row] = await tx
    .select({ orders: sql<number>`count(distinct ${orders.id})::int` })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .innerJoin(galleryPhotos, eq(galleryPhotos.id, orderPhotos.photoId))
    .where(
      and(
        inArray(orders.status, ["paid", "fulfilled"]),
        "photoId" in where
          ? eq(orderPhotos.photoId, where.photoId)
          : eq(galleryPhotos.galleryId, where.galleryId),
      ),
    );
  return row?.orders ?? 0;
}

async function galleryRow(db: Database | Transaction, id: string): Promise<Gallery> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw galleryNotFound();
  const [row] = await db.select().from(galleries).where(eq(galleries.id, id));
  if (!row) throw galleryNotFound();
  return row;
}

async function photoRows(db: Database | Transaction, galleryId: string): Promise<GalleryPhoto[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, galleryId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.createdAt));
}

async function isSlugFree(tx: Database | Transaction, slug: string, except?: string) {
  const [row] = await tx
    .select({ id: galleries.id })
    .from(galleries)
    .where(eq(galleries.slug, slug));
  return !row || row.id === except;
}

/** The given slug, or one made from the Swedish title, numbered when already taken. */
async function freeSlug(tx: Transaction, input: NewGalleryInput): Promise<string> {
  if (input.slug) {
    if (!(await isSlugFree(tx, input.slug))) throw slugTaken();
    return input.slug;
  }
  const base = slugFromTitle(input.title.sv).slice(0, 70) || "galleri";
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (slug.length >= 3 && (await isSlugFree(tx, slug))) return slug;
  }
  throw slugTaken();
}

/** Throws galleryNotFound unless the gallery exists (before its files are stored). */
export async function assertGalleryExists(db: Database, id: string): Promise<void> {
  await galleryRow(db, id);
}

export async function listGalleriesForAdmin(db: Database) {
  // A join, not a correlated subquery: drizzle writes a one-table query's columns without
  // their table, and the subquery's "id" was then the photo's own (every count was 0).
  const rows = await db
    .select({ gallery: galleries, photos: count(galleryPhotos.id) })
    .from(galleries)
    .leftJoin(galleryPhotos, eq(galleryPhotos.galleryId, galleries.id))
    .groupBy(galleries.id)
    .orderBy(sql`${galleries.shotOn} desc nulls last`, asc(galleries.createdAt));
  return rows.map(({ gallery, photos }) => ({
    ...adminGalleryView(gallery, []),
    photoCount: photos,
  }));
}

export async function adminGallery(
  db: Database | Transaction,
  id: string,
): Promise<AdminGalleryView> {
  const gallery = await galleryRow(db, id);
  const photos = await photoRows(db, id);
  return adminGalleryView(gallery, photos, await photosBeingRead(db, photos));
}

/** The photos whose numbers are still to be read (decision 094): the page keeps asking. */
async function photosBeingRead(
  db: Database | Transaction,
  photos: GalleryPhoto[],
): Promise<Set<string>> {
  if (photos.length === 0) return new Set();
  const rows = await db
    .select({ photoId: sql<string>`${jobs.payload}->>'photoId'` })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, photoReadNumbersJob("").kind),
        eq(jobs.status, "pending"),
        inArray(
          sql`${jobs.payload}->>'photoId'`,
          photos.map((photo) => photo.id),
        ),
      ),
    );
  return new Set(rows.map((row) => row.photoId));
}

export async function createGallery(
  db: Database,
  actor: AdminActor,
  input: NewGalleryInput,
  /** A client gallery's customer, key and expiry (client-gallery-admin.server.ts). */
  clientColumns: Partial<typeof galleries.$inferInsert> = {},
): Promise<AdminGalleryView> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input);
    const [row] = await tx
      .insert(galleries)
      .values({
        slug,
        kind: input.kind,
        title: input.title,
        description: input.description ?? null,
        shotOn: input.shotOn ?? null,
        perPhoto: input.perPhoto ?? null,
        fullGallery: input.fullGallery ?? null,
        watermarkText: input.watermarkText || null,
        ...clientColumns,
      })
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: "gallery.create",
      target: `gallery:${row!.id}`,
      after: { slug, kind: input.kind, title: input.title.sv },
    });
    return adminGalleryView(row!, []);
  });
}

export async function updateGallery(
  db: Database,
  actor: AdminActor,
  id: string,
  input: GalleryChangeInput,
): Promise<AdminGalleryView> {
  return db.transaction(async (tx) => {
    const before = await galleryRow(tx, id);
    if (input.slug && !(await isSlugFree(tx, input.slug, id))) throw slugTaken();
    if (input.coverPhotoId) {
      const [photo] = await tx
        .select({ id: galleryPhotos.id })
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.id, input.coverPhotoId), eq(galleryPhotos.galleryId, id)));
      if (!photo) throw photoNotFound();
    }
    const prices = { perPhoto: input.perPhoto, fullGallery: input.fullGallery };
    const perPhoto = prices.perPhoto === undefined ? before.perPhoto : prices.perPhoto;
    const fullGallery = prices.fullGallery === undefined ? before.fullGallery : prices.fullGallery;
    if (perPhoto && fullGallery && fullGallery < perPhoto)
      throw new DomainError("validation", [
        { field: "fullGallery", message: "api:galleries.capBelowPhoto" },
      ]);
    const { watermarkText, ...rest } = input;
    const [row] = await tx
      .update(galleries)
      .set({
        ...rest,
        ...(watermarkText !== undefined && { watermarkText: watermarkText || null }),
        updatedAt: now(),
      })
      .where(eq(galleries.id, id))
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: "gallery.update",
      target: `gallery:${id}`,
      before: pick(before, Object.keys(input)),
      after: input,
    });
    // A new watermark text is burned into every preview again.
    if (watermarkText !== undefined && (watermarkText || null) !== before.watermarkText)
      await reprocessAll(tx, id);
    return adminGalleryView(row!, await photoRows(tx, id));
  });
}

function pick(row: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

async function reprocessAll(tx: Transaction, galleryId: string) {
  const photos = await tx
    .update(galleryPhotos)
    .set({ status: "processing" })
    .where(eq(galleryPhotos.galleryId, galleryId))
    .returning({ id: galleryPhotos.id });
  await enqueueJobs(
    tx,
    photos.map((photo) => photoProcessJob(photo.id)),
  );
}

export async function setPublished(
  db: Database,
  actor: AdminActor,
  id: string,
  published: boolean,
  options: { sendMailAgain?: boolean } = {},
): Promise<AdminGalleryView> {
  return db.transaction(async (tx) => {
    const before = await galleryRow(tx, id);
    const [row] = await tx
      .update(galleries)
      .set({ publishedAt: published ? (before.publishedAt ?? now()) : null, updatedAt: now() })
      .where(eq(galleries.id, id))
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: published ? "gallery.publish" : "gallery.unpublish",
      target: `gallery:${id}`,
    });
    // A client gallery's customer hears of it once (docs/decisions/101).
    if (published && (await onClientGalleryPublished(tx, row!, options)))
      return adminGallery(tx, id);
    return adminGalleryView(row!, await photoRows(tx, id));
  });
}

export async function deleteGallery(db: Database, actor: AdminActor, id: string) {
  return db.transaction(async (tx) => {
    const before = await galleryRow(tx, id);
    const sold = await paidOrdersHolding(tx, { galleryId: id });
    if (sold > 0) throw new DomainError("gallerySold");
    const photos = await photoRows(tx, id);
    await tx.delete(galleries).where(eq(galleries.id, id));
    await recordAdminAction(tx, {
      actor,
      action: "gallery.delete",
      target: `gallery:${id}`,
      before: { slug: before.slug, title: before.title.sv, photos: photos.length },
    });
    // The files go once the rows are gone (a job: storage may be slow or down).
    await enqueueJobs(tx, [{ kind: "gallery.deleteFiles", payload: { galleryId: id } }]);
  });
}

/** Rows for uploaded originals (already stored under their keys), each with its job. */
export async function addPhotos(
  db: Database,
  actor: AdminActor,
  galleryId: string,
  uploads: { id: string; fileName: string; originalKey: string; bytes: number }[],
): Promise<{ id: string; status: "processing" }[]> {
  return db.transaction(async (tx) => {
    await galleryRow(tx, galleryId);
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${galleryPhotos.position}), 0)::int` })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, galleryId))) as [{ last: number }];
    const rows = await tx
      .insert(galleryPhotos)
      .values(
        uploads.map((upload, index) => ({
          id: upload.id,
          galleryId,
          position: last + index + 1,
          fileName: upload.fileName,
          originalKey: upload.originalKey,
          bytes: upload.bytes,
        })),
      )
      .returning({ id: galleryPhotos.id });
    await enqueueJobs(
      tx,
      rows.map((row) => photoProcessJob(row.id)),
    );
    await recordAdminAction(tx, {
      actor,
      action: "photo.upload",
      target: `gallery:${galleryId}`,
      after: { files: uploads.map((upload) => upload.fileName) },
    });
    return rows.map((row) => ({ id: row.id, status: "processing" as const }));
  });
}

async function photoIn(tx: Transaction, galleryId: string, photoId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) throw photoNotFound();
  const [row] = await tx
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, galleryId)));
  if (!row) throw photoNotFound();
  return row;
}

export async function updatePhoto(
  db: Database,
  actor: AdminActor,
  galleryId: string,
  photoId: string,
  input: PhotoChangeInput,
) {
  return db.transaction(async (tx) => {
    const gallery = await galleryRow(tx, galleryId);
    const before = await photoIn(tx, galleryId, photoId);
    // The portfolio's filters know four categories (decision 095); a picture has one of them.
    if (
      gallery.kind === "portfolio" &&
      input.category !== undefined &&
      !portfolioCategories.includes(input.category as (typeof portfolioCategories)[number])
    )
      throw new DomainError("validation", [
        { field: "category", message: "api:galleries.portfolioCategoryInvalid" },
      ]);
    const { position, ...rest } = input;
    if (Object.keys(rest).length > 0)
      await tx.update(galleryPhotos).set(rest).where(eq(galleryPhotos.id, photoId));
    if (position !== undefined) {
      const ids = (await photoRows(tx, galleryId)).map((photo) => photo.id);
      const order = ids.filter((id) => id !== photoId);
      order.splice(Math.min(position, order.length + 1) - 1, 0, photoId);
      for (const [index, id] of order.entries())
        await tx
          .update(galleryPhotos)
          .set({ position: index + 1 })
          .where(eq(galleryPhotos.id, id));
    }
    await recordAdminAction(tx, {
      actor,
      action: "photo.update",
      target: `photo:${photoId}`,
      before: pick(before, Object.keys(input)),
      after: input,
    });
    return adminPhotoView(await photoIn(tx, galleryId, photoId));
  });
}

/** "Select many, type a number": numbers added to and removed from several photos at once. */
export async function tagPhotos(
  db: Database,
  actor: AdminActor,
  galleryId: string,
  input: TagPhotosInput,
) {
  return db.transaction(async (tx) => {
    await galleryRow(tx, galleryId);
    const rows = await tx
      .select()
      .from(galleryPhotos)
      .where(
        and(eq(galleryPhotos.galleryId, galleryId), inArray(galleryPhotos.id, input.photoIds)),
      );
    if (rows.length !== new Set(input.photoIds).size) throw photoNotFound();
    const remove = new Set(input.remove ?? []);
    for (const row of rows) {
      const numbers = [...new Set([...row.numbers, ...(input.add ?? [])])].filter(
        (number) => !remove.has(number),
      );
      await tx.update(galleryPhotos).set({ numbers }).where(eq(galleryPhotos.id, row.id));
    }
    await recordAdminAction(tx, {
      actor,
      action: "photo.tag",
      target: `gallery:${galleryId}`,
      after: { photos: rows.length, add: input.add ?? [], remove: input.remove ?? [] },
    });
    return (await photoRows(tx, galleryId))
      .filter((photo) => input.photoIds.includes(photo.id))
      .map((photo) => adminPhotoView(photo));
  });
}

export async function deletePhoto(
  db: Database,
  actor: AdminActor,
  galleryId: string,
  photoId: string,
) {
  return db.transaction(async (tx) => {
    const gallery = await galleryRow(tx, galleryId);
    const photo = await photoIn(tx, galleryId, photoId);
    const sold = await paidOrdersHolding(tx, { photoId });
    if (sold > 0) throw new DomainError("photoSold");
    await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, photoId));
    if (gallery.coverPhotoId === photoId)
      await tx.update(galleries).set({ coverPhotoId: null }).where(eq(galleries.id, galleryId));
    await recordAdminAction(tx, {
      actor,
      action: "photo.delete",
      target: `photo:${photoId}`,
      before: { gallery: gallery.slug, file: photo.fileName },
    });
    await enqueueJobs(tx, [
      {
        kind: "photo.deleteFiles",
        payload: { galleryId, photoId, originalKey: photo.originalKey },
      },
    ]);
  });
}
