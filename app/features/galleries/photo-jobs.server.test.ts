import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateJerseyPhoto, type JerseyPhoto } from "../../../scripts/placeholders/jerseys.ts";
import { syntheticPhoto } from "../../../tests/support/test-photos";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { galleries, galleryPhotos, jobs } from "~/db/schema";
import { createJobRunner, enqueueJobs, type JobRunner } from "~/features/jobs/jobs.server";
import {
  readNumbersInWorker,
  stopPhotoWorker,
} from "~/features/media/processing/photo-worker.server";
import { localStorage } from "~/features/media/storage/local-storage.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { logger } from "~/lib/logger.server";
import { originalKey, photoProcessJob } from "./photo-keys";
import { photoJobHandlers, type NumberReader } from "./photo-jobs.server";

// A photo's processing and the reading of its numbers (decision 094) through the real job
// runner, the real photo process and the real model, on a real database and a folder: the
// numbers of an event gallery's photo are stored as suggestions after it is ready; a reader
// that fails leaves the photo ready without any.

const database = databaseForTestFile();
let storage: ObjectStorage;
let folder: string;
let jersey: JerseyPhoto;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-photo-jobs-"));
  storage = localStorage(folder);
  // Seed 3, photo 0: one player from behind (the reader's own test set).
  jersey = await generateJerseyPhoto(3, 0);
});
afterAll(async () => {
  await stopPhotoWorker();
  fs.rmSync(folder, { recursive: true, force: true });
});

function runner(readNumbers: NumberReader | undefined, only?: string): JobRunner {
  const db = database();
  const handlers = photoJobHandlers({ db, storage, defaultWatermark: () => "Nordic", readNumbers });
  return createJobRunner({ db, handlers: only ? { [only]: handlers[only]! } : handlers });
}

/** Runs every job due until none is left (a job may queue the next). */
async function runAll(jobRunner: JobRunner) {
  for (let round = 0; round < 10; round++) {
    const { done, failed } = await jobRunner.runDue();
    if (done + failed === 0) return;
  }
  throw new Error("jobs still queued after 10 rounds");
}

/** A gallery of `kind` with one uploaded photo and its processing queued, as an upload leaves it. */
async function uploaded(kind: "event" | "client", file: Buffer) {
  const db = database();
  const [gallery] = await db
    .insert(galleries)
    .values({ slug: `g-${crypto.randomUUID()}`, kind, title: { sv: "Match" } })
    .returning();
  const id = crypto.randomUUID();
  await storage.put(originalKey(gallery!.id, id), file, { contentType: "image/jpeg" });
  await db.insert(galleryPhotos).values({
    id,
    galleryId: gallery!.id,
    position: 1,
    fileName: "bild.jpg",
    originalKey: originalKey(gallery!.id, id),
    bytes: file.length,
  });
  await enqueueJobs(db, [photoProcessJob(id)]);
  return { galleryId: gallery!.id, photoId: id };
}

async function photoRow(id: string) {
  const [row] = await database().select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  return row!;
}

async function readJobsOf(photoId: string) {
  const rows = await database().select().from(jobs).where(eq(jobs.kind, "photo.readNumbers"));
  return rows.filter((row) => row.payload.photoId === photoId);
}

describe("reading a photo's numbers after it is processed", () => {
  it("stores the number on a player's back as a suggestion, not as a tagged number", async () => {
    const { photoId } = await uploaded("event", jersey.file);
    await runAll(runner(readNumbersInWorker));
    const row = await photoRow(photoId);
    expect(row.status).toBe("ready");
    expect(row.suggestedNumbers.map(({ number }) => number)).toEqual(jersey.numbers);
    expect(row.numbers).toEqual([]);
    expect((await readJobsOf(photoId)).map((job) => job.status)).toEqual(["done"]);
  });

  it("reads only once: processing the photo again (a new watermark) queues no second read", async () => {
    const { photoId } = await uploaded("event", jersey.file);
    const jobRunner = runner(readNumbersInWorker);
    await runAll(jobRunner);
    await enqueueJobs(database(), [photoProcessJob(photoId)]);
    await runAll(jobRunner);
    expect(await readJobsOf(photoId)).toHaveLength(1);
  });

  it("reads nothing in a client gallery, with the setting off, or when the numbers are known", async () => {
    const client = await uploaded("client", jersey.file);
    await runAll(runner(readNumbersInWorker));
    const off = await uploaded("event", jersey.file);
    await runAll(runner(undefined));
    const known = await uploaded("event", jersey.file);
    await database().delete(jobs).where(eq(jobs.status, "pending"));
    await enqueueJobs(database(), [photoProcessJob(known.photoId, { readNumbers: false })]);
    await runAll(runner(readNumbersInWorker));
    for (const { photoId } of [client, off, known]) {
      expect((await photoRow(photoId)).status).toBe("ready");
      expect(await readJobsOf(photoId)).toEqual([]);
    }
  });
});

describe("a read that fails", () => {
  it("leaves the photo ready without suggestions, and is logged, not retried", async () => {
    const warn = vi.spyOn(logger, "warn");
    try {
      const { photoId } = await uploaded("event", jersey.file);
      await runAll(
        runner(async () => {
          throw new Error("the model is broken");
        }),
      );
      const row = await photoRow(photoId);
      expect(row).toMatchObject({ status: "ready", suggestedNumbers: [], failure: null });
      // Done at its first attempt: a failure would have been counted and retried.
      expect((await readJobsOf(photoId)).map((job) => [job.status, job.attempts])).toEqual([
        ["done", 0],
      ]);
      expect(warn).toHaveBeenCalledWith(
        "reading numbers failed",
        expect.objectContaining({ photoId }),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("on a picture the reader cannot decode in the photo process, too", async () => {
    const { galleryId, photoId } = await uploaded("event", await syntheticPhoto(1200, 800));
    // Processed; then, before the read, the stored original turns out to be garbage.
    await runAll(runner(readNumbersInWorker, "photo.process"));
    expect((await photoRow(photoId)).status).toBe("ready");
    await storage.put(originalKey(galleryId, photoId), Buffer.from("garbage, not a picture"), {
      contentType: "image/jpeg",
    });
    const warn = vi.spyOn(logger, "warn");
    try {
      await runAll(runner(readNumbersInWorker));
      expect(warn).toHaveBeenCalledWith(
        "reading numbers failed",
        expect.objectContaining({
          photoId,
          error: expect.objectContaining({ name: "UnreadableImageError" }),
        }),
      );
    } finally {
      warn.mockRestore();
    }
    const row = await photoRow(photoId);
    expect(row).toMatchObject({ status: "ready", suggestedNumbers: [] });
    expect((await readJobsOf(photoId)).map((job) => job.status)).toEqual(["done"]);
  });
});
