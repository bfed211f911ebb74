import type { PhotoVariant } from "~/db/schema";
import type { JobInput } from "~/features/jobs/jobs.server";

// Where a photo's files are kept in the media storage (docs/decisions/088 and 090). Keys are
// made here from ids the database gave, never from anything a request sent.

export const galleryPrefix = (galleryId: string) => `galleries/${galleryId}/`;

export const photoPrefix = (galleryId: string, photoId: string) =>
  `${galleryPrefix(galleryId)}${photoId}/`;

/**
 * The file as uploaded: only the processing job reads it. A replacement (the owner's "Replace
 * photo") gets a key of its own, `original-{replacementId}`, so the old file stays readable until
 * the new one is processed, and a job queued for the old one never reads half of the new one.
 */
export const originalKey = (galleryId: string, photoId: string, replacementId?: string) =>
  `${photoPrefix(galleryId, photoId)}original${replacementId ? `-${replacementId}` : ""}`;

/** What a buyer downloads: full resolution, upright, without location or other personal data. */
export const downloadKey = (galleryId: string, photoId: string) =>
  `${photoPrefix(galleryId, photoId)}download.jpg`;

export const variantKey = (
  galleryId: string,
  photoId: string,
  variant: Pick<PhotoVariant, "name" | "format">,
) => `${photoPrefix(galleryId, photoId)}${variant.name}.${variant.format}`;

/**
 * The job that makes a photo's variants and its download; for an event gallery's photo it then
 * queues the reading of its numbers, unless `readNumbers` is false (numbers already known).
 */
export const photoProcessJob = (
  photoId: string,
  /** `replacedOriginal`: the key of the file a replacement took the place of, deleted once done. */
  options: { readNumbers?: false; replacedOriginal?: string } = {},
): JobInput => ({
  kind: "photo.process",
  payload: { photoId, ...options },
});

/**
 * The job that reads a photo's jersey numbers as suggestions (decision 094), queued by its
 * first processing. `readNumbers: false` on the process job leaves it out (numbers known).
 */
export const photoReadNumbersJob = (photoId: string): JobInput => ({
  kind: "photo.readNumbers",
  payload: { photoId },
});

/**
 * Publishes a gallery once none of its photos is still being processed, so that visitors never
 * see it half made ("6 photos, 48 €" for a minute). Queued after the photos' own jobs, it
 * normally runs once they are done; a photo still waiting (a retry) puts it off again.
 */
export const galleryPublishWhenReadyJob = (galleryId: string, runAt?: Date): JobInput => ({
  kind: "gallery.publishWhenReady",
  payload: { galleryId },
  ...(runAt && { runAt }),
});
