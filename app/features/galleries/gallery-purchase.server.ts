import { Readable } from "node:stream";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import yazl from "yazl";
import type { Database } from "~/db/client.server";
import { galleries, galleryPhotos, orderPhotos, type Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { z } from "~/lib/zod";
import { gallerySlugSchema } from "./gallery.schema";
import { downloadKey } from "./photo-keys";
import { photosAmount } from "./pricing";
import { extrasForSale } from "./proofing/delivery.server";

// Buying photos of an event gallery (docs/decisions/090): the buyer names the photos, or the
// whole gallery; the server prices them (each at the gallery's price, never above the whole
// gallery's) and the order keeps exactly those photos. Once paid, the download holds their
// originals, without personal metadata, and nothing else.

export const galleryPurchaseSchema = z
  .object(
    {
      gallery: gallerySlugSchema,
      photoIds: z
        .array(z.uuid({ error: "api:galleries.photoInvalid" }))
        .min(1, "api:galleries.photoInvalid")
        .max(2000, "api:galleries.photoInvalid")
        .optional(),
      whole: z.literal(true).optional(),
    },
    { error: "api:galleries.invalid" },
  )
  .refine((input) => Boolean(input.photoIds) !== Boolean(input.whole), {
    path: ["photoIds"],
    message: "api:galleries.photoInvalid",
  });
export type GalleryPurchaseInput = z.output<typeof galleryPurchaseSchema>;

export type GalleryPurchase = {
  gallery: Gallery;
  photoIds: string[];
  amount: number;
  currency: string;
};

/**
 * What a purchase request buys and costs; refused unless every photo can be bought. A client
 * gallery sells its extras (docs/decisions/102) to whoever `openClientGallery` lets in: the
 * photos not already theirs, capped by the gallery's whole price as an event gallery is.
 */
export async function priceGalleryPurchase(
  db: Database,
  input: GalleryPurchaseInput,
  options: { clientGallery?: (slug: string) => Promise<Gallery | undefined> } = {},
): Promise<GalleryPurchase> {
  const client = options.clientGallery ? await options.clientGallery(input.gallery) : undefined;
  if (client?.kind === "client") return priceExtras(db, client, input);
  const [gallery] = await db
    .select()
    .from(galleries)
    .where(
      and(
        eq(galleries.slug, input.gallery),
        eq(galleries.kind, "event"),
        isNotNull(galleries.publishedAt),
      ),
    );
  if (!gallery) throw new DomainError("galleryNotFound");
  const forSale = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.galleryId, gallery.id),
        eq(galleryPhotos.status, "ready"),
        eq(galleryPhotos.hidden, false),
      ),
    )
    .orderBy(asc(galleryPhotos.position));
  const available = new Set(forSale.map((photo) => photo.id));
  const photoIds = input.whole ? [...available] : [...new Set(input.photoIds)];
  if (photoIds.length === 0 || photoIds.some((id) => !available.has(id)))
    throw new DomainError("validation", [
      { field: "photoIds", message: "api:galleries.photoInvalid" },
    ]);
  const amount = photosAmount(photoIds.length, available.size, gallery);
  if (amount === null)
    throw new DomainError("validation", [
      { field: "photoIds", message: "api:galleries.notForSale" },
    ]);
  return { gallery, photoIds, amount, currency: gallery.currency };
}

async function priceExtras(
  db: Database,
  gallery: Gallery,
  input: GalleryPurchaseInput,
): Promise<GalleryPurchase> {
  const forSale = await extrasForSale(db, gallery);
  const available = new Set(forSale);
  const photoIds = input.whole ? forSale : [...new Set(input.photoIds)];
  if (photoIds.length === 0 || photoIds.some((id) => !available.has(id)))
    throw new DomainError("validation", [
      { field: "photoIds", message: "api:galleries.photoInvalid" },
    ]);
  const amount = photosAmount(photoIds.length, available.size, gallery);
  if (amount === null)
    throw new DomainError("validation", [
      { field: "photoIds", message: "api:galleries.notForSale" },
    ]);
  return { gallery, photoIds, amount, currency: gallery.currency };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The photos an order bought, in the gallery's order, with the names they get in the zip. */
export async function orderPhotoFiles(db: Database | Tx, orderId: string) {
  const rows = await db
    .select({ photo: galleryPhotos, slug: galleries.slug })
    .from(orderPhotos)
    .innerJoin(galleryPhotos, eq(galleryPhotos.id, orderPhotos.photoId))
    .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map(({ photo, slug }) => ({
    photoId: photo.id,
    galleryId: photo.galleryId,
    fileName: photo.fileName,
    /** "muik-virkia/007.jpg": the photo's place in the gallery, the same in every order. */
    zipName: `${slug}/${String(photo.position).padStart(3, "0")}.jpg`,
  }));
}

/** Whether an order bought the photo (the buyer's single downloads). */
export async function orderHasPhoto(db: Database, orderId: string, photoId: string) {
  const [row] = await db
    .select({ photoId: orderPhotos.photoId })
    .from(orderPhotos)
    .where(and(eq(orderPhotos.orderId, orderId), inArray(orderPhotos.photoId, [photoId])));
  return row !== undefined;
}

/**
 * The bought photos as a zip, streamed: each file is read from the storage only when the zip
 * reaches it, so memory does not grow with the order (stored, not deflated: JPEG does not shrink).
 */
export function galleryOrderZip(
  storage: ObjectStorage,
  files: Awaited<ReturnType<typeof orderPhotoFiles>>,
): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const file of files)
    zip.addReadStreamLazy(file.zipName, { compress: false }, (callback) => {
      storage.get(downloadKey(file.galleryId, file.photoId)).then(
        (stored) =>
          stored
            ? callback(null, stored.body)
            : callback(new Error(`photo ${file.photoId} has no download file`), undefined!),
        (error: Error) => callback(error, undefined!),
      );
    });
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
