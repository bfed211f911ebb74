import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleryPhotos } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { enqueueJobs } from "~/features/jobs/jobs.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { originalKey, photoProcessJob } from "../photo-keys";
import { assertGalleryExists } from "./gallery-admin.server";
import { checkedPhoto } from "./photo-upload.server";

// "Replace photo" (decision 095): a new file for a photo that keeps everything else — its
// captions, alt texts, category, numbers, place and visibility. The new original is stored under
// a key of its own and the photo is processed again: its new `processedAt` is a new version in
// every public address (photo-urls.ts), so no cache serves the old picture for the new one. The
// old original is deleted by the processing job once the new variants are made; the variants of
// the old file are written over (or deleted when their size is no longer made).

/** The form's (and the API's) one file field. */
export const replacementField = "photo";

/** The file of a multipart request's "photo" field; a form sent without a file has none. */
export function replacementFile(form: FormData): File {
  const file = form.get(replacementField);
  // A form sent with no file chosen has an empty part without a name.
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    throw new DomainError("validation", [
      { field: replacementField, message: "api:galleries.noPhotos" },
    ]);
  return file;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function photoIn(
  db: Database | Transaction,
  galleryId: string,
  photoId: string,
  { lock = false } = {},
) {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) throw new DomainError("photoNotFound");
  const query = db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, galleryId)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new DomainError("photoNotFound");
  return row;
}

export async function replacePhotoFile(
  db: Database,
  storage: ObjectStorage,
  actor: AdminActor,
  galleryId: string,
  photoId: string,
  file: File,
): Promise<{ id: string; status: "processing" }> {
  await assertGalleryExists(db, galleryId);
  // Before a byte is stored: no file lands in a folder of a photo that is not there.
  await photoIn(db, galleryId, photoId);
  const photo = await checkedPhoto(file, replacementField);
  const key = originalKey(galleryId, photoId, randomUUID());
  await storage.put(key, photo.data);
  try {
    return await db.transaction(async (tx) => {
      // Deleted meanwhile: photoNotFound, and the new file goes again.
      const before = await photoIn(tx, galleryId, photoId, { lock: true });
      await tx
        .update(galleryPhotos)
        .set({
          fileName: photo.fileName,
          originalKey: key,
          bytes: photo.data.length,
          status: "processing",
          failure: null,
        })
        .where(eq(galleryPhotos.id, photoId));
      // The numbers tagged stay: a replacement is the same moment, edited again.
      await enqueueJobs(tx, [
        photoProcessJob(photoId, { readNumbers: false, replacedOriginal: before.originalKey }),
      ]);
      await recordAdminAction(tx, {
        actor,
        action: "photo.replace",
        target: `photo:${photoId}`,
        before: { file: before.fileName, bytes: before.bytes },
        after: { file: photo.fileName, bytes: photo.data.length },
      });
      return { id: photoId, status: "processing" as const };
    });
  } catch (error) {
    // No row points at it: the new original goes again.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
