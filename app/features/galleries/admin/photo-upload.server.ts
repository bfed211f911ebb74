import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import type { AdminActor } from "~/features/admin/audit.server";
import { inspectPhoto } from "~/features/media/processing/inspect-photo.server";
import { NotAPhotoError } from "~/features/media/processing/not-a-photo-error";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { originalKey } from "../photo-keys";
import { addPhotos, assertGalleryExists } from "./gallery-admin.server";

// An upload to a gallery (POST /api/admin/galleries/{id}/photos, multipart, field "photos"):
// each file is checked to be a photo by its header (never decoded here), stored as the original
// under a key made from new ids, and given a row and a processing job. All or nothing: one bad
// file refuses the request and stores none. The back office sends one file per request, so a
// failed file is retried alone (docs/decisions/090).

/** A camera JPEG of 24–60 MP is 10–30 MB; a 50 MB file is a TIFF or a mistake. */
export const maxPhotoBytes = 50 * 1024 * 1024;
/** Files in one request. */
export const maxPhotosPerRequest = 20;

const fileError = (message: string, values?: Record<string, string | number>, field = "photos") =>
  new DomainError("validation", [{ field, message, values }]);

/**
 * A file the owner sent, read and checked to be a photo of at most 50 MB by its header (never
 * decoded here): the upload's check, and the replacement's (`field` names the form's field).
 */
export async function checkedPhoto(
  file: File,
  field = "photos",
): Promise<{ fileName: string; data: Buffer }> {
  const fileName = cleanFileName(file.name);
  const maxMb = maxPhotoBytes / 1024 / 1024;
  if (file.size > maxPhotoBytes)
    throw new DomainError(
      "payloadTooLarge",
      [{ field, message: "api:galleries.fileTooLarge", values: { file: fileName, maxMb } }],
      { values: { file: fileName, maxMb } },
    );
  const data = Buffer.from(await file.arrayBuffer());
  try {
    await inspectPhoto(data);
  } catch (error) {
    if (error instanceof NotAPhotoError)
      throw fileError(`api:galleries.notAPhoto.${error.reason}`, { file: fileName }, field);
    throw error;
  }
  return { fileName, data };
}

export async function uploadPhotos(
  db: Database,
  storage: ObjectStorage,
  actor: AdminActor,
  galleryId: string,
  request: Request,
) {
  await assertGalleryExists(db, galleryId);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new DomainError("unsupportedMediaType");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("invalidBody");
  }
  const files = form.getAll("photos").filter((entry): entry is File => entry instanceof File);
  if (files.length === 0) throw fileError("api:galleries.noPhotos");
  if (files.length > maxPhotosPerRequest)
    throw fileError("api:galleries.tooManyPhotos", { max: maxPhotosPerRequest });

  const checked: { id: string; fileName: string; data: Buffer }[] = [];
  for (const file of files) checked.push({ id: randomUUID(), ...(await checkedPhoto(file)) });

  const stored: string[] = [];
  try {
    for (const photo of checked) {
      const key = originalKey(galleryId, photo.id);
      await storage.put(key, photo.data);
      stored.push(key);
    }
    return await addPhotos(
      db,
      actor,
      galleryId,
      checked.map((photo, index) => ({
        id: photo.id,
        fileName: photo.fileName,
        originalKey: stored[index]!,
        bytes: photo.data.length,
      })),
    );
  } catch (error) {
    // No row points at them: the stored originals go again.
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The name the owner's computer gave the file, for the owner's eyes only: plain and short. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const plain = base.replace(/[\u0000-\u001f\u007f<>"]/g, "").trim();
  return (plain || "photo").slice(0, 200);
}
