import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateJerseyPhoto } from "../../../../scripts/placeholders/jerseys.ts";
import { syntheticPhoto } from "../../../../tests/support/test-photos";
import { NotAPhotoError } from "./not-a-photo-error";
import {
  createPhotoWorker,
  photoWorkerEntry,
  photoWorkerEntryFromRoot,
  PhotoWorkerExitedError,
  type PhotoWorker,
} from "./photo-worker.server";
import type { MadeVariant } from "./photo-worker-protocol";

// The photo process over a real IPC channel (docs/decisions/089, "Amended"): what it answers,
// how its errors cross over, what a crash, a hang and a stop do, and that it never outlives
// the process that started it.

const text = "Nordic Media Studio";

/** Alive, and not a zombie waiting for a parent that is gone. */
function isRunning(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0] !== "Z";
  } catch {
    return false;
  }
}

/** The niceness of each of a process's threads (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .map((tid) =>
      Number(
        fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ")[16],
      ),
    );
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

/** Polls until the child is known (it is forked a moment after the call). */
async function pidOf(worker: PhotoWorker): Promise<number> {
  await expect.poll(() => worker.pid(), { interval: 1 }).toBeDefined();
  return worker.pid()!;
}

// The child reads and writes files (decision 089, "Amended again"); these put the test's bytes
// in a scratch folder of their own for each call and read what it made back.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "photo-worker-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function fileWith(bytes: Buffer): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(scratch, "call-"));
  const file = path.join(dir, "original");
  fs.writeFileSync(file, bytes);
  return { dir, file };
}

async function processBytes(worker: PhotoWorker, bytes: Buffer, watermarkText: string) {
  const { dir, file } = fileWith(bytes);
  const { processed, downloadFile } = await worker.process({
    originalFile: file,
    outputDir: dir,
    watermarkText,
  });
  const withData = (variants: MadeVariant[]) =>
    variants.map((variant) => {
      // Written where it was asked to, and nowhere else.
      expect(path.dirname(variant.file)).toBe(dir);
      const data = fs.readFileSync(variant.file);
      expect(data.length).toBe(variant.bytes);
      return { ...variant, data };
    });
  expect(path.dirname(downloadFile)).toBe(dir);
  return {
    processed: {
      ...processed,
      preview: withData(processed.preview),
      thumbnail: withData(processed.thumbnail),
    },
    download: fs.readFileSync(downloadFile),
  };
}

function readBytes(worker: PhotoWorker, bytes: Buffer) {
  return worker.readNumbers(fileWith(bytes).file);
}

let photo: Buffer;
beforeAll(async () => {
  photo = await syntheticPhoto(1800, 1200);
});

describe("the photo process", () => {
  const worker = createPhotoWorker();
  afterAll(() => worker.stop());

  it("writes the previews, the thumbnail and the buyer's download as files beside the original", async () => {
    const { processed, download } = await processBytes(worker, photo, text);
    expect([processed.width, processed.height]).toEqual([1800, 1200]);
    expect([...processed.preview, ...processed.thumbnail].map((v) => v.name).sort()).toEqual([
      "preview-1280.avif",
      "preview-1280.webp",
      "preview-1800.avif",
      "preview-1800.webp",
      "preview-640.avif",
      "preview-640.webp",
      "thumbnail-400.avif",
      "thumbnail-400.webp",
    ]);
    const preview = processed.preview.find((v) => v.name === "preview-1280.webp")!;
    expect(Buffer.isBuffer(preview.data)).toBe(true);
    expect(await sharp(preview.data).metadata()).toMatchObject({
      format: "webp",
      width: 1280,
      height: 853,
    });
    // The original is a clean JPEG already: the download is its very bytes.
    expect(Buffer.isBuffer(download)).toBe(true);
    expect(download.equals(photo)).toBe(true);
  });

  it("runs apart, with two malloc arenas and below the web server's priority, and is reused", async () => {
    const pid = worker.pid()!;
    expect(pid).not.toBe(process.pid);
    const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environment).toContain("MALLOC_ARENA_MAX=2");
    // Big blocks go back to the system when freed: a number read's tensors are not kept.
    expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=131072");
    // Every thread, libvips' and libuv's pool included (they exist after a photo).
    const niceness = threadNiceness(pid);
    expect(niceness.length).toBeGreaterThan(4);
    expect(new Set(niceness)).toEqual(new Set([10]));
    await processBytes(worker, photo, text);
    expect(worker.pid()).toBe(pid);
  });

  it("takes queued photos one after another, each answered with its own", async () => {
    const small = await syntheticPhoto(600, 400);
    const [first, second, third] = await Promise.all([
      processBytes(worker, photo, text),
      processBytes(worker, small, text),
      processBytes(worker, photo, "Other text"),
    ]);
    expect([first.processed.width, second.processed.width, third.processed.width]).toEqual([
      1800, 600, 1800,
    ]);
    expect(second.download.equals(small)).toBe(true);
  });

  it("sends a NotAPhotoError back with its reason, and lives on", async () => {
    const pid = worker.pid();
    const garbage = await rejection(
      processBytes(worker, Buffer.from("<svg>not a photo</svg>"), text),
    );
    expect(garbage).toBeInstanceOf(NotAPhotoError);
    expect((garbage as NotAPhotoError).reason).toBe("unsupportedFormat");

    const tiny = await rejection(processBytes(worker, await syntheticPhoto(300, 150), text));
    expect(tiny).toBeInstanceOf(NotAPhotoError);
    expect((tiny as NotAPhotoError).reason).toBe("tooSmall");

    // Its header is whole; the decoder finds the rest missing (in the child).
    const truncated = await rejection(
      processBytes(worker, photo.subarray(0, photo.length / 2), text),
    );
    expect(truncated).toBeInstanceOf(NotAPhotoError);
    expect((truncated as NotAPhotoError).reason).toBe("notAnImage");
    expect((truncated as Error).message).toMatch(/^not a photo \(notAnImage\): /);
    expect(worker.pid()).toBe(pid);
  });

  it("sends any other error back as an error, not as a refusal", async () => {
    const error = await rejection(processBytes(worker, photo, " "));
    expect(error).not.toBeInstanceOf(NotAPhotoError);
    expect(error).toMatchObject({ name: "RangeError" });
  });
});

describe("reading numbers in the photo process", () => {
  const worker = createPhotoWorker();
  afterAll(() => worker.stop());

  it("answers with the number on a player's back, read by the model loaded there", async () => {
    // Seed 3 is the reader's test set; photo 0 shows one player from behind.
    const jersey = await generateJerseyPhoto(3, 0);
    const numbers = await readBytes(worker, jersey.file);
    expect(numbers.map(({ number }) => number)).toEqual(jersey.numbers);
    for (const { score } of numbers) expect(score).toBeGreaterThanOrEqual(0.95);
    // The model is in the child only: this process never loaded onnxruntime.
    const loaded = fs.readFileSync(`/proc/${process.pid}/maps`, "utf8");
    expect(loaded).not.toMatch(/onnxruntime/);
    expect(fs.readFileSync(`/proc/${worker.pid()!}/maps`, "utf8")).toMatch(/onnxruntime/);
  });

  it("answers nothing for a photo without a number, and an error for bytes that are no picture", async () => {
    expect(await readBytes(worker, photo)).toEqual([]);
    const pid = worker.pid();
    const error = await rejection(readBytes(worker, Buffer.from("not a picture at all")));
    expect(error).not.toBeInstanceOf(NotAPhotoError);
    expect(error).toMatchObject({ name: "UnreadableImageError" });
    // The same child reads the next photo.
    expect(await readBytes(worker, photo)).toEqual([]);
    expect(worker.pid()).toBe(pid);
  });
});

describe("an idle photo process", () => {
  it("is ended once nothing was asked of it for its idle time, and the next job starts one", async () => {
    const worker = createPhotoWorker({ idleMs: 100 });
    try {
      const queued = [1, 2].map(() => processBytes(worker, photo, text));
      const pid = await pidOf(worker);
      await Promise.all(queued);
      await expect.poll(() => isRunning(pid), { timeout: 10_000 }).toBe(false);
      expect(worker.pid()).toBeUndefined();

      const { processed } = await processBytes(worker, photo, text);
      expect(processed.width).toBe(1800);
      expect(worker.pid()).not.toBe(pid);
    } finally {
      await worker.stop();
    }
  });

  it("is kept while jobs of one kind follow one another, and replaced when the kind changes", async () => {
    const worker = createPhotoWorker({ idleMs: 60_000 });
    try {
      await processBytes(worker, photo, text);
      const processing = worker.pid()!;
      await processBytes(worker, photo, text);
      expect(worker.pid()).toBe(processing);
      // Reading numbers: a fresh process, without the photos' libvips memory; and back.
      expect(await readBytes(worker, photo)).toEqual([]);
      const reading = worker.pid()!;
      expect(reading).not.toBe(processing);
      expect(isRunning(processing)).toBe(false);
      await readBytes(worker, photo);
      expect(worker.pid()).toBe(reading);
      const { processed } = await processBytes(worker, photo, text);
      expect(processed.width).toBe(1800);
      expect(worker.pid()).not.toBe(reading);
      expect(isRunning(reading)).toBe(false);
    } finally {
      await worker.stop();
    }
  }, 120_000);
});

describe("a photo process that dies", () => {
  const worker = createPhotoWorker();
  afterAll(() => worker.stop());

  it("rejects the job it had (as a libvips crash would), and the next job gets a new process", async () => {
    const job = processBytes(worker, photo, text);
    const queued = processBytes(worker, photo, text);
    const crashed = await pidOf(worker);
    process.kill(crashed, "SIGSEGV");
    const error = await rejection(job);
    expect(error).toBeInstanceOf(PhotoWorkerExitedError);
    expect((error as Error).message).toMatch(/SIGSEGV/);

    const { processed } = await queued;
    expect(processed.width).toBe(1800);
    expect(worker.pid()).toBeDefined();
    expect(worker.pid()).not.toBe(crashed);
    expect(isRunning(crashed)).toBe(false);
  });

  it("is ended when it takes longer than its time, and the job rejects", async () => {
    const impatient = createPhotoWorker({ jobTimeoutMs: 1 });
    const error = await rejection(processBytes(impatient, photo, text));
    expect(error).toBeInstanceOf(PhotoWorkerExitedError);
    expect((error as Error).message).toMatch(/SIGKILL/);
    expect(impatient.pid()).toBeUndefined();
  });

  it("rejects when its entry cannot be run", async () => {
    const missing = createPhotoWorker({ entry: "/nonexistent/photo-worker-child.ts" });
    const error = await rejection(processBytes(missing, photo, text));
    expect(error).toBeInstanceOf(PhotoWorkerExitedError);
    expect((error as Error).message).toMatch(/exit code 1/);
  });
});

describe("stopping the photo process", () => {
  it("ends it: no process is left, the job under way and those queued reject", async () => {
    const worker = createPhotoWorker();
    await processBytes(worker, photo, text);
    const pid = worker.pid()!;
    expect(isRunning(pid)).toBe(true);
    const underWay = processBytes(worker, photo, text);
    await new Promise((resolve) => setImmediate(resolve));
    const queued = processBytes(worker, photo, text);
    await worker.stop();
    expect(worker.pid()).toBeUndefined();
    expect(isRunning(pid)).toBe(false);
    expect(await rejection(underWay)).toBeInstanceOf(PhotoWorkerExitedError);
    expect(await rejection(queued)).toBeInstanceOf(PhotoWorkerExitedError);
    // No new process was started for the queued one.
    expect(worker.pid()).toBeUndefined();
    await worker.stop();

    // A photo after the stop starts a new one.
    await processBytes(worker, photo, text);
    const next = worker.pid()!;
    expect(next).not.toBe(pid);
    await worker.stop();
    expect(isRunning(next)).toBe(false);
  });

  it("happens by itself when the process that started it dies", async () => {
    // A parent of its own, killed without a chance to clean up.
    const module = path.resolve("app/features/media/processing/photo-worker.server.ts");
    const parent = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { createPhotoWorker } = await import(${JSON.stringify(module)});
         const worker = createPhotoWorker();
         await worker.process({ originalFile: "/nonexistent", outputDir: "/nonexistent", watermarkText: "x" }).catch(() => {});
         console.log(worker.pid());
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const [line] = (await once(readline.createInterface({ input: parent.stdout! }), "line")) as [
      string,
    ];
    const child = Number(line);
    expect(isRunning(child)).toBe(true);
    parent.kill("SIGKILL");
    await expect.poll(() => isRunning(child), { timeout: 10_000 }).toBe(false);
  });
});

describe("the photo process's entry", () => {
  it("is found beside its module here, and below the project's folder as a built server finds it", () => {
    expect(photoWorkerEntry()).toBe(path.resolve(photoWorkerEntryFromRoot));
    expect(fs.existsSync(path.resolve(photoWorkerEntryFromRoot))).toBe(true);
  });

  it("names what it tried when it is missing", () => {
    const before = process.env.PHOTO_WORKER_ENTRY;
    process.env.PHOTO_WORKER_ENTRY = "/nonexistent/child.ts";
    try {
      expect(() => photoWorkerEntry()).toThrow(/\/nonexistent\/child\.ts.*PHOTO_WORKER_ENTRY/);
    } finally {
      if (before === undefined) delete process.env.PHOTO_WORKER_ENTRY;
      else process.env.PHOTO_WORKER_ENTRY = before;
    }
  });
});
