import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryPhotos } from "~/db/schema";
import { enqueueJobs } from "~/features/jobs/jobs.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { generateHockeyMatchPhotos } from "../../../../scripts/placeholders/jerseys.ts";
import { galleryPublishWhenReadyJob, originalKey, photoProcessJob } from "../photo-keys";

// The first event gallery (docs/decisions/090): the spec's hockey album, "MUIK 2 – Virkiä 2",
// with 24 generated photos of the match (numbered jerseys, tagged with their numbers) until the
// owner uploads the real ones. Made once per database by the `gallery.seed` job its migration
// queues; a gallery already at the address is left as it is.

export const hockeyGallerySlug = "muik2-virkia2-hockey";

/** The size of the generated photos: enough for a 1600 px preview, cheap to process. */
const seedPhotoWidth = 1600;

export async function seedHockeyGallery(db: Database, storage: ObjectStorage): Promise<boolean> {
  const [existing] = await db
    .select({ id: galleries.id })
    .from(galleries)
    .where(eq(galleries.slug, hockeyGallerySlug));
  if (existing) return false;
  const photos = await generateHockeyMatchPhotos({ width: seedPhotoWidth });
  const galleryId = randomUUID();
  const uploads = photos.map((photo) => ({ id: randomUUID(), photo }));
  // The files first: a row never points at a file that is not there.
  for (const { id, photo } of uploads)
    await storage.put(originalKey(galleryId, id), photo.file, { contentType: "image/jpeg" });
  await db.transaction(async (tx) => {
    await tx.insert(galleries).values({
      id: galleryId,
      slug: hockeyGallerySlug,
      kind: "event",
      title: {
        sv: "Ishockey: MUIK 2 – Virkiä 2",
        fi: "Jääkiekko: MUIK 2 – Virkiä 2",
        en: "Ice hockey: MUIK 2 vs Virkiä 2",
      },
      description: {
        sv: "Bilder från matchen i Nykarleby den 18 oktober 2025. Sök på tröjnumret och hitta dina bilder.",
        fi: "Kuvia ottelusta Uudessakaarlepyyssä 18. lokakuuta 2025. Hae pelinumerolla ja löydä omat kuvasi.",
        en: "Photos from the match in Nykarleby on 18 October 2025. Search by jersey number to find yours.",
      },
      shotOn: "2025-10-18",
      perPhoto: 800,
      fullGallery: 8900,
    });
    await tx.insert(galleryPhotos).values(
      uploads.map(({ id, photo }, index) => ({
        id,
        galleryId,
        position: index + 1,
        fileName: `${photo.name}.jpg`,
        originalKey: originalKey(galleryId, id),
        bytes: photo.file.length,
        numbers: photo.numbers,
      })),
    );
    // Their numbers are drawn, so known: reading them would only say them again. Published
    // once all 24 are processed, never seen half made.
    await enqueueJobs(tx, [
      ...uploads.map(({ id }) => photoProcessJob(id, { readNumbers: false })),
      galleryPublishWhenReadyJob(galleryId),
    ]);
  });
  return true;
}
