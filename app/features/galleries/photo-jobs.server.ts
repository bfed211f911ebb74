import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  galleries,
  galleryPhotos,
  type Gallery,
  type GalleryPhoto,
  type PhotoVariant,
} from "~/db/schema";
import { jobMaxAttempts, type JobHandler } from "~/features/jobs/jobs.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { NotAPhotoError } from "~/features/media/processing/not-a-photo-error";
import {
  PhotoWorkerExitedError,
  processInWorker,
} from "~/features/media/processing/photo-worker.server";
import { enqueueJobs } from "~/features/jobs/jobs.server";
import { defaultScratchRoot, stageObject, withScratchDir } from "~/features/media/scratch.server";
import { logger } from "~/lib/logger.server";
import { now } from "~/lib/clock";
import { pagesChanged } from "~/lib/pages-changed.server";
import {
  downloadKey,
  galleryPrefix,
  galleryPublishWhenReadyJob,
  photoPrefix,
  photoReadNumbersJob,
  variantKey,
} from "./photo-keys";
import { seedPortfolio } from "~/features/portfolio/seed/seed-portfolio.server";
import { seedHockeyGallery } from "./seed/seed-hockey-gallery.server";

// The background work of the library (docs/decisions/090), run by the job runner, never in a
// request: a photo's variants, watermarked previews, buyer's download and number suggestions;
// and removing the files of what the owner deleted. Each is safe to run twice.

/** The numbers worth suggesting in the photo in a file (readNumbersInWorker, decision 094). */
export type NumberReader = (imageFile: string) => Promise<{ number: string; score: number }[]>;

export type PhotoJobContext = {
  db: Database;
  storage: ObjectStorage;
  /** The business's name: the watermark when the gallery sets none. */
  defaultWatermark: () => string;
  /**
   * Reads jersey numbers for the photos of event galleries, in the photo process; none when
   * READ_JERSEY_NUMBERS is off.
   */
  readNumbers?: NumberReader;
  /** Whether the first event gallery is made (SEED_DEMO_GALLERY). */
  seedDemoGallery?: boolean;
  /**
   * Where a photo is staged for the photo process and its variants come back (scratch.server.ts):
   * `DATA_DIR/scratch` in the server, the system's temporary folder by default.
   */
  scratchDir?: string;
};

/** How soon a gallery waiting for a photo's retry looks again. */
const publishRecheckMs = 30_000;

export function photoJobHandlers(context: PhotoJobContext): Record<string, JobHandler> {
  const { db, storage } = context;
  const scratch = context.scratchDir ?? defaultScratchRoot();

  /**
   * `work` on the original under `key`, staged in a scratch folder of its own (removed after):
   * photos cross this process as files, never whole. False, and no work, when it is missing.
   */
  async function withStagedOriginal(
    key: string,
    work: (originalFile: string, dir: string) => Promise<void>,
  ): Promise<boolean> {
    return withScratchDir(scratch, async (dir) => {
      const originalFile = path.join(dir, "original");
      if (!(await stageObject(storage, key, originalFile))) return false;
      await work(originalFile, dir);
      return true;
    });
  }

  const processOne: JobHandler = async (payload, job) => {
    const photoId = String(payload.photoId);
    const [row] = await db
      .select({ photo: galleryPhotos, gallery: galleries })
      .from(galleryPhotos)
      .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
      .where(eq(galleryPhotos.id, photoId));
    // Deleted since it was queued: nothing to do.
    if (!row) return;
    const { photo } = row;
    const fail = (failure: string) =>
      db
        .update(galleryPhotos)
        .set({ status: "failed", failure })
        .where(eq(galleryPhotos.id, photoId));

    const staged = await withStagedOriginal(photo.originalKey, async (originalFile, dir) => {
      try {
        await processStaged(row, originalFile, dir, payload);
      } catch (error) {
        // Not a picture we can read: retrying cannot help, and the owner is told which file.
        if (error instanceof NotAPhotoError) return void (await fail(error.reason));
        if (job.attempts + 1 >= jobMaxAttempts) await fail("processingFailed");
        throw error;
      }
    });
    if (!staged) await fail("missingOriginal");
  };

  async function processStaged(
    { photo, gallery }: { photo: GalleryPhoto; gallery: Gallery },
    originalFile: string,
    outputDir: string,
    payload: Record<string, unknown>,
  ) {
    // In the photo process, not here: the web server keeps its memory and its cores for the
    // visitors, and a libvips crash ends only that process (the job is tried again).
    const { processed, downloadFile } = await processInWorker({
      originalFile,
      outputDir,
      // The portfolio is the business's showcase, not for sale: its previews stay clean.
      watermarkText:
        gallery.kind === "portfolio" ? null : (gallery.watermarkText ?? context.defaultWatermark()),
    });
    const variants: PhotoVariant[] = [];
    for (const made of [...processed.thumbnail, ...processed.preview]) {
      const variant = {
        // "preview-1280.webp" → "preview-1280": the format is kept beside it.
        name: made.name.replace(/\.[a-z]+$/, ""),
        format: made.format,
        width: made.width,
        height: made.height,
        bytes: made.bytes,
      };
      await storage.put(variantKey(gallery.id, photo.id, variant), fs.createReadStream(made.file), {
        contentType: `image/${made.format}`,
      });
      variants.push(variant);
    }
    // Nothing sells a portfolio picture: it gets no download file.
    if (gallery.kind !== "portfolio")
      await storage.put(downloadKey(gallery.id, photo.id), fs.createReadStream(downloadFile), {
        contentType: "image/jpeg",
      });
    // Read once, after the photo's first processing: a new watermark or a second run does
    // not change the numbers. A job of its own, so that the photo is ready (and sellable)
    // without waiting for it, and a read that fails or crashes never touches the photo.
    const readNumbers =
      gallery.kind === "event" &&
      context.readNumbers !== undefined &&
      photo.processedAt === null &&
      payload.readNumbers !== false;
    await db.transaction(async (tx) => {
      await tx
        .update(galleryPhotos)
        .set({
          status: "ready",
          failure: null,
          width: processed.width,
          height: processed.height,
          variants,
          processedAt: now(),
        })
        .where(eq(galleryPhotos.id, photo.id));
      if (readNumbers) await enqueueJobs(tx, [photoReadNumbersJob(photo.id)]);
    });
    // A published gallery (or the portfolio) shows it now, or its new picture.
    if (gallery.publishedAt !== null) pagesChanged();
    // A replaced picture may have had other sizes (the seeded portfolio's): those files go.
    const made = new Set(variants.map((variant) => variantKey(gallery.id, photo.id, variant)));
    for (const old of photo.variants) {
      const key = variantKey(gallery.id, photo.id, old);
      if (!made.has(key)) await storage.delete(key);
    }
    // A replaced file (the owner's "Replace photo") goes once its successor is processed;
    // only a file of this photo's own folder, whatever the payload says.
    const replaced = payload.replacedOriginal;
    if (
      typeof replaced === "string" &&
      replaced !== photo.originalKey &&
      replaced.startsWith(photoPrefix(gallery.id, photo.id))
    )
      await storage.delete(replaced);
  }

  /**
   * The numbers in a photo of an event gallery, stored as suggestions for the owner to accept or
   * correct. The original is read (the previews carry the watermark, which cost the reader a
   * tenth of its recall). A failure is logged and leaves the photo as it is; only a photo
   * process that ended mid-read (a crash, the server stopping) makes the job try again.
   */
  const readNumbersOf: JobHandler = async (payload) => {
    const photoId = String(payload.photoId);
    const [photo] = await db
      .select({ originalKey: galleryPhotos.originalKey })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.id, photoId));
    const { readNumbers } = context;
    // Deleted since, or switched off since it was queued.
    if (!photo || !readNumbers) return;
    const staged = await withStagedOriginal(photo.originalKey, async (originalFile) => {
      let suggestedNumbers: { number: string; score: number }[];
      try {
        suggestedNumbers = await readNumbers(originalFile);
      } catch (error) {
        if (error instanceof PhotoWorkerExitedError) throw error;
        // Suggestions are a help, not the product: the owner tags the photo by hand.
        return void logger.warn("reading numbers failed", { photoId, error });
      }
      await db.update(galleryPhotos).set({ suggestedNumbers }).where(eq(galleryPhotos.id, photoId));
    });
    if (!staged) logger.warn("reading numbers: original missing", { photoId });
  };

  return {
    "photo.process": processOne,
    "photo.readNumbers": readNumbersOf,
    "gallery.publishWhenReady": async (payload) => {
      const galleryId = String(payload.galleryId);
      const [waiting] = await db
        .select({ id: galleryPhotos.id })
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.status, "processing")))
        .limit(1);
      if (waiting) {
        await enqueueJobs(db, [
          galleryPublishWhenReadyJob(galleryId, new Date(now().getTime() + publishRecheckMs)),
        ]);
        return;
      }
      // Only a gallery nobody has published or unpublished since: the owner's word comes first.
      await db
        .update(galleries)
        .set({ publishedAt: now() })
        .where(and(eq(galleries.id, galleryId), isNull(galleries.publishedAt)));
      pagesChanged();
    },
    "gallery.seed": async () => {
      if (!context.seedDemoGallery) return;
      if (await seedHockeyGallery(db, storage)) logger.info("demo gallery added");
    },
    // The site's own portfolio, not a demo: made whatever SEED_DEMO_GALLERY says.
    "portfolio.seed": async () => {
      if (await seedPortfolio(db, storage)) logger.info("portfolio pictures added");
    },
    "photo.deleteFiles": async (payload) => {
      const prefix = `${galleryPrefix(String(payload.galleryId))}${String(payload.photoId)}/`;
      await storage.deletePrefix(prefix);
    },
    "gallery.deleteFiles": async (payload) => {
      await storage.deletePrefix(galleryPrefix(String(payload.galleryId)));
    },
  };
}
