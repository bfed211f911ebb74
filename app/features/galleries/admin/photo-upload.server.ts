import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import type { AdminActor } from "~/features/admin/audit.server";
import { inspectPhoto, inspectPhotoFile } from "~/features/media/processing/inspect-photo.server";
import { NotAPhotoError } from "~/features/media/processing/not-a-photo-error";
import { withScratchDir } from "~/features/media/scratch.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { originalKey } from "../photo-keys";
import { addPhotos, assertGalleryExists } from "./gallery-admin.server";
import { ReceiveLimitError, receiveFiles, type ReceivedFile } from "./receive-photos.server";

// An upload to a gallery (POST /api/admin/galleries/{id}/photos, multipart, field "photos"):
// read as it arrives into scratch files (receive-photos.server.ts, never whole in memory),
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

/** The owner's file refused as too large: 413, naming the file and the limit. */
function tooLarge(fileName: string, field: string) {
  const maxMb = maxPhotoBytes / 1024 / 1024;
  return new DomainError(
    "payloadTooLarge",
    [{ field, message: "api:galleries.fileTooLarge", values: { file: fileName, maxMb } }],
    { values: { file: fileName, maxMb } },
  );
}

/** A header check's NotAPhotoError as the owner reads it, naming the file; others unchanged. */
function photoCheckFailure(error: unknown, fileName: string, field: string): unknown {
  if (error instanceof NotAPhotoError)
    return fileError(`api:galleries.notAPhoto.${error.reason}`, { file: fileName }, field);
  return error;
}

/**
 * A file the owner sent, read and checked to be a photo of at most 50 MB by its header (never
 * decoded here): the replacement's check (`field` names the form's field).
 */
export async function checkedPhoto(
  file: File,
  field = "photos",
): Promise<{ fileName: string; data: Buffer }> {
  const fileName = cleanFileName(file.name);
  if (file.size > maxPhotoBytes) throw tooLarge(fileName, field);
  const data = Buffer.from(await file.arrayBuffer());
  try {
    await inspectPhoto(data);
  } catch (error) {
    throw photoCheckFailure(error, fileName, field);
  }
  return { fileName, data };
}

/** The upload's files as they arrive, each in a scratch file under `dir`, with its limits. */
async function receivedPhotos(request: Request, dir: string): Promise<ReceivedFile[]> {
  try {
    return await receiveFiles(request, dir, {
      field: "photos",
      maxBytes: maxPhotoBytes,
      maxFiles: maxPhotosPerRequest,
    });
  } catch (error) {
    if (!(error instanceof ReceiveLimitError)) throw error;
    if (error.limit === "files")
      throw fileError("api:galleries.tooManyPhotos", { max: maxPhotosPerRequest });
    throw tooLarge(cleanFileName(error.fileName ?? ""), "photos");
  }
}

export async function uploadPhotos(
  db: Database,
  storage: ObjectStorage,
  actor: AdminActor,
  galleryId: string,
  request: Request,
  scratch: string,
) {
  await assertGalleryExists(db, galleryId);
  return withScratchDir(scratch, async (dir) => {
    const files = await receivedPhotos(request, dir);
    if (files.length === 0) throw fileError("api:galleries.noPhotos");

    const checked: { id: string; fileName: string; file: string; bytes: number }[] = [];
    for (const received of files) {
      const fileName = cleanFileName(received.name);
      try {
        await inspectPhotoFile(received.file);
      } catch (error) {
        throw photoCheckFailure(error, fileName, "photos");
      }
      checked.push({ id: randomUUID(), fileName, file: received.file, bytes: received.bytes });
    }

    const stored: string[] = [];
    try {
      for (const photo of checked) {
        const key = originalKey(galleryId, photo.id);
        // Streamed from the scratch file: the photo is never whole in this process's memory.
        await storage.put(key, fs.createReadStream(photo.file));
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
          bytes: photo.bytes,
        })),
      );
    } catch (error) {
      // No row points at them: the stored originals go again.
      await Promise.allSettled(stored.map((key) => storage.delete(key)));
      throw error;
    }
  });
}

/** The name the owner's computer gave the file, for the owner's eyes only: plain and short. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const plain = base.replace(/[\u0000-\u001f\u007f<>"]/g, "").trim();
  return (plain || "photo").slice(0, 200);
}
