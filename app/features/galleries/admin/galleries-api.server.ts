import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { scratchRoot } from "~/features/media/scratch.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { kickJobRunner } from "~/features/jobs/job-runner.server";
import {
  galleryChangeSchema,
  maxNumbersPerPhoto,
  newGallerySchema,
  photoChangeSchema,
  tagPhotosSchema,
} from "../gallery.schema";
import {
  adminGallery,
  createGallery,
  deleteGallery,
  deletePhoto,
  listGalleriesForAdmin,
  setPublished,
  tagPhotos,
  updateGallery,
  updatePhoto,
} from "./gallery-admin.server";
import {
  newClientGalleryColumns,
  updateClientSettings,
} from "../client/client-gallery-admin.server";
import { splitClientInput } from "../client/client-gallery.schema";
import { replacePhotoFile, replacementFile } from "./photo-replace.server";
import { uploadPhotos } from "./photo-upload.server";

// The owner's gallery calls (architecture section 7) for the API routes and the admin pages:
// the input checked once here, the database and the storage of this process.

export async function galleriesForAdmin() {
  const { db } = await database();
  return listGalleriesForAdmin(db);
}

export async function galleryForAdmin(id: string) {
  const { db } = await database();
  return adminGallery(db, id);
}

export async function createGalleryFor(admin: AdminUser, input: unknown) {
  const { db } = await database();
  const checked = parseInput(newGallerySchema, input);
  const clientColumns = checked.kind === "client" ? await newClientGalleryColumns(db, checked) : {};
  return createGallery(db, actorOf(admin), checked, clientColumns);
}

export async function updateGalleryFor(admin: AdminUser, id: string, input: unknown) {
  const { db } = await database();
  // A client gallery's own settings have their own checks and audit (docs/decisions/101).
  const { general, client } = splitClientInput(parseInput(galleryChangeSchema, input));
  if (Object.keys(client).length > 0) await updateClientSettings(db, actorOf(admin), id, client);
  const gallery =
    Object.keys(general).length > 0 || Object.keys(client).length === 0
      ? await updateGallery(db, actorOf(admin), id, general)
      : await adminGallery(db, id);
  kickJobRunner();
  return gallery;
}

export async function publishGalleryFor(
  admin: AdminUser,
  id: string,
  published: boolean,
  options: { sendMailAgain?: boolean } = {},
) {
  const { db } = await database();
  const gallery = await setPublished(db, actorOf(admin), id, published, options);
  kickJobRunner();
  kickMailer();
  return gallery;
}

export async function deleteGalleryFor(admin: AdminUser, id: string) {
  const { db } = await database();
  await deleteGallery(db, actorOf(admin), id);
  kickJobRunner();
}

export async function uploadPhotosFor(admin: AdminUser, galleryId: string, request: Request) {
  const { db } = await database();
  const scratch = scratchRoot(config().DATA_DIR);
  const photos = await uploadPhotos(
    db,
    mediaStorage(),
    actorOf(admin),
    galleryId,
    request,
    scratch,
  );
  kickJobRunner();
  return photos;
}

/** A photo's new file, from a multipart body's "photo" field (the API's and the page's form). */
export async function replacePhotoFor(
  admin: AdminUser,
  galleryId: string,
  photoId: string,
  form: FormData,
) {
  const { db } = await database();
  const photo = await replacePhotoFile(
    db,
    mediaStorage(),
    actorOf(admin),
    galleryId,
    photoId,
    replacementFile(form),
  );
  kickJobRunner();
  return photo;
}

/** The multipart body of a request, or the API's refusal of anything else. */
export async function multipartForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new DomainError("unsupportedMediaType");
  try {
    return await request.formData();
  } catch {
    throw new DomainError("invalidBody");
  }
}

export async function updatePhotoFor(
  admin: AdminUser,
  galleryId: string,
  photoId: string,
  input: unknown,
) {
  const { db } = await database();
  return updatePhoto(db, actorOf(admin), galleryId, photoId, parseInput(photoChangeSchema, input));
}

export async function tagPhotosFor(admin: AdminUser, galleryId: string, input: unknown) {
  const { db } = await database();
  return tagPhotos(db, actorOf(admin), galleryId, parseInput(tagPhotosSchema, input));
}

export async function deletePhotoFor(admin: AdminUser, galleryId: string, photoId: string) {
  const { db } = await database();
  await deletePhoto(db, actorOf(admin), galleryId, photoId);
  kickJobRunner();
}

/**
 * The numbers read off the photos accepted as they are (decision 094): each photo gets its own
 * suggestions added to its numbers, through `updatePhotoFor`, so each change is checked and
 * audited as if the owner had typed it. `"all"`: every photo of the gallery with suggestions.
 * Answers how many photos changed.
 */
export async function acceptSuggestionsFor(
  admin: AdminUser,
  galleryId: string,
  photoIds: string[] | "all",
): Promise<number> {
  const photos = (await galleryForAdmin(galleryId)).photos;
  const wanted = photoIds === "all" ? photos.map((photo) => photo.id) : [...new Set(photoIds)];
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  if (wanted.some((id) => !byId.has(id))) throw new DomainError("photoNotFound");
  let changed = 0;
  for (const id of wanted) {
    const photo = byId.get(id)!;
    const numbers = [
      ...new Set([...photo.numbers, ...photo.suggestedNumbers.map(({ number }) => number)]),
    ].slice(0, maxNumbersPerPhoto);
    if (numbers.length === photo.numbers.length) continue;
    await updatePhotoFor(admin, galleryId, id, { numbers });
    changed++;
  }
  return changed;
}
