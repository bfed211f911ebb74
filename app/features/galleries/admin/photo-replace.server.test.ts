import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticPhoto } from "../../../../tests/support/test-photos";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { adminAudit, galleries, galleryPhotos, type GalleryPhoto } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { createJobRunner, type JobRunner } from "~/features/jobs/jobs.server";
import { stopPhotoWorker } from "~/features/media/processing/photo-worker.server";
import { watermarkOverlay } from "~/features/media/processing/watermark.server";
import { localStorage } from "~/features/media/storage/local-storage.server";
import { defaultScratchRoot } from "~/features/media/scratch.server";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import { photoJobHandlers } from "../photo-jobs.server";
import { downloadKey, variantKey } from "../photo-keys";
import { publicVariantUrl } from "../photo-urls";
import { replacePhotoFile } from "./photo-replace.server";
import { maxPhotoBytes, maxPhotosPerRequest, uploadPhotos } from "./photo-upload.server";

// A photo's file replaced in place (decision 095) and a portfolio upload's processing, through
// the real upload, the real job runner and the real photo process, on a real database and a
// folder: the texts, category and place stay, the old files go once the new ones are made; a
// portfolio picture gets no watermark and no download.

const database = databaseForTestFile();
const actor = { id: null, label: "owner@example.test" };
const watermark = "Nordic Media Studio";
let storage: ObjectStorage;
let folder: string;
let jobRunner: JobRunner;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-photo-replace-"));
  storage = localStorage(folder);
  const db = database();
  jobRunner = createJobRunner({
    db,
    handlers: photoJobHandlers({ db, storage, defaultWatermark: () => watermark }),
  });
});
afterAll(async () => {
  await stopPhotoWorker();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function runAll() {
  for (let round = 0; round < 10; round++) {
    const { done, failed } = await jobRunner.runDue();
    if (done + failed === 0) return;
  }
  throw new Error("jobs still queued after 10 rounds");
}

async function gallery(kind: "portfolio" | "event") {
  const [row] = await database()
    .insert(galleries)
    .values({ slug: `g-${crypto.randomUUID()}`, kind, title: { sv: "Test" } })
    .returning();
  return row!.id;
}

/** Uploaded as the back office uploads (one multipart request) and processed. */
async function upload(galleryId: string, file: Buffer, name = "bild.jpg") {
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(file)], name, { type: "image/jpeg" }));
  const request = new Request("http://test/upload", { method: "POST", body: form });
  const [photo] = await uploadPhotos(
    database(),
    storage,
    actor,
    galleryId,
    request,
    defaultScratchRoot(),
  );
  await runAll();
  return photoRow(photo!.id);
}

async function photoRow(id: string): Promise<GalleryPhoto> {
  const [row] = await database().select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  return row!;
}

/** Every file kept for the photo, by key. */
async function filesOf(galleryId: string, photoId: string): Promise<string[]> {
  const dir = path.join(folder, "galleries", galleryId, photoId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

const file = (data: Buffer | Uint8Array, name = "ny.jpg") =>
  new File([new Uint8Array(data)], name, { type: "image/jpeg" });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("an owner's upload into the portfolio", () => {
  it("is processed without a watermark and without a download file", async () => {
    const original = await syntheticPhoto(2400, 1600);
    const portfolio = await upload(await gallery("portfolio"), original);
    const event = await upload(await gallery("event"), original);
    expect([portfolio.status, event.status]).toEqual(["ready", "ready"]);
    expect(await storage.exists(downloadKey(portfolio.galleryId, portfolio.id))).toBe(false);
    expect(await storage.exists(downloadKey(event.galleryId, event.id))).toBe(true);

    // The same photo processed twice, once with the watermark: the two previews differ where
    // the mark is, by far more than where there is none (the encoding's few levels).
    const previews = portfolio.variants.filter((variant) => variant.name.startsWith("preview-"));
    expect(previews.length).toBeGreaterThan(0);
    for (const variant of previews) {
      const pixels = async (photo: GalleryPhoto) =>
        sharp((await readFile(variantKey(photo.galleryId, photo.id, variant)))!)
          .removeAlpha()
          .raw()
          .toBuffer();
      const [clean, marked] = await Promise.all([pixels(portfolio), pixels(event)]);
      const mark = await watermarkOverlay(watermark, variant.width, variant.height);
      const sum = { inside: 0, outside: 0 };
      const count = { inside: 0, outside: 0 };
      for (let pixel = 0; pixel < variant.width * variant.height; pixel++) {
        const alpha = mark.data[pixel * 4 + 3]!;
        const where = alpha > 0.35 * 255 ? "inside" : alpha === 0 ? "outside" : undefined;
        if (!where) continue;
        for (let channel = pixel * 3; channel < pixel * 3 + 3; channel++)
          sum[where] += Math.abs(clean[channel]! - marked[channel]!);
        count[where] += 3;
      }
      const inside = sum.inside / count.inside;
      const outside = sum.outside / count.outside;
      expect(outside, variant.name).toBeLessThan(3);
      expect(inside - outside, variant.name).toBeGreaterThan(20);
    }
  });
});

async function readFile(key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A portfolio with two processed pictures, the first captioned, described and categorised. */
async function captionedPortfolio() {
  const galleryId = await gallery("portfolio");
  const first = await upload(galleryId, await syntheticPhoto(1200, 900), "gammal.jpg");
  const second = await upload(galleryId, await syntheticPhoto(1000, 750), "andra.jpg");
  const texts = {
    caption: { sv: "Midsommar i Nykarleby", fi: "Juhannus Uudessakaarlepyyssä" },
    alt: { sv: "Ett brudpar vid en sjö", en: "A bridal couple by a lake" },
    category: "wedding",
    hidden: true,
  };
  await database().update(galleryPhotos).set(texts).where(eq(galleryPhotos.id, first.id));
  return { galleryId, first: await photoRow(first.id), second, texts };
}

describe("replacing a photo's file", () => {
  it("keeps its texts, category, place and visibility, and serves the new file at a new address", async () => {
    const { galleryId, first, second, texts } = await captionedPortfolio();
    const before = await filesOf(galleryId, first.id);
    expect(before).toContain("original");

    const answer = await replacePhotoFile(
      database(),
      storage,
      actor,
      galleryId,
      first.id,
      file(await syntheticPhoto(900, 1200), "C:\\Bilder\\ny <bild>.jpg"),
    );
    expect(answer).toEqual({ id: first.id, status: "processing" });
    const queued = await photoRow(first.id);
    expect(queued).toMatchObject({ ...texts, status: "processing", fileName: "ny bild.jpg" });
    // Until the new file is processed, the old one is still there.
    expect(await storage.exists(first.originalKey)).toBe(true);

    await runAll();
    const after = await photoRow(first.id);
    expect(after).toMatchObject({
      ...texts,
      status: "ready",
      position: first.position,
      width: 900,
      height: 1200,
    });
    expect((await photoRow(second.id)).position).toBe(second.position);
    expect(after.processedAt!.getTime()).toBeGreaterThan(first.processedAt!.getTime());
    // A new version in every public address: no cache answers with the old picture.
    const preview = after.variants.find((variant) => variant.name.startsWith("preview-"))!;
    expect(publicVariantUrl(after, preview)).not.toBe(publicVariantUrl(first, preview));
    // The old original is gone, the new one kept, the previews made from it (portrait now).
    expect(await storage.exists(first.originalKey)).toBe(false);
    expect(await storage.exists(after.originalKey)).toBe(true);
    const files = await filesOf(galleryId, first.id);
    expect(files.filter((name) => name.startsWith("original"))).toEqual([
      path.basename(after.originalKey),
    ]);
    const made = await sharp(
      (await readFile(variantKey(galleryId, first.id, preview)))!,
    ).metadata();
    expect(made.height! > made.width!).toBe(true);
    expect(await storage.exists(downloadKey(galleryId, first.id))).toBe(false);

    const [entry] = await database()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, "photo.replace"));
    expect(entry).toMatchObject({
      actorLabel: actor.label,
      target: `photo:${first.id}`,
      before: { file: "gammal.jpg" },
      after: { file: "ny bild.jpg" },
    });
  });

  it("keeps an event photo's numbers and makes its download from the new file", async () => {
    const galleryId = await gallery("event");
    const photo = await upload(galleryId, await syntheticPhoto(1200, 800));
    await database()
      .update(galleryPhotos)
      .set({ numbers: ["17"] })
      .where(eq(galleryPhotos.id, photo.id));
    await replacePhotoFile(
      database(),
      storage,
      actor,
      galleryId,
      photo.id,
      file(await syntheticPhoto(800, 1200)),
    );
    await runAll();
    const after = await photoRow(photo.id);
    expect(after).toMatchObject({ status: "ready", numbers: ["17"], width: 800, height: 1200 });
    const download = await sharp((await readFile(downloadKey(galleryId, photo.id)))!).metadata();
    expect([download.width, download.height]).toEqual([800, 1200]);
    expect(await storage.exists(photo.originalKey)).toBe(false);
  });

  it("refuses what is not a photo, a hostile file and an oversized one, and changes nothing", async () => {
    const { galleryId, first } = await captionedPortfolio();
    const files = await filesOf(galleryId, first.id);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const cases: [File, string, string][] = [
      [
        file(Buffer.from("not a photo at all"), "text.jpg"),
        "validation",
        "api:galleries.notAPhoto.notAnImage",
      ],
      [
        file(svg, "../../etc/passwd.jpg"),
        "validation",
        "api:galleries.notAPhoto.unsupportedFormat",
      ],
      [file(gif, "anim.gif"), "validation", "api:galleries.notAPhoto.unsupportedFormat"],
      [file(Buffer.alloc(0), "empty.jpg"), "validation", "api:galleries.notAPhoto.notAnImage"],
      [
        new File([new Uint8Array(maxPhotoBytes + 1)], "huge.jpg"),
        "payloadTooLarge",
        "api:galleries.fileTooLarge",
      ],
    ];
    for (const [sent, code, message] of cases) {
      const error = await refusal(
        replacePhotoFile(database(), storage, actor, galleryId, first.id, sent),
      );
      expect(error.code, sent.name).toBe(code);
      expect(error.fieldErrors?.[0], sent.name).toMatchObject({ field: "photo", message });
      // The owner's file name is named back plain: no folders, no markup.
      expect(error.fieldErrors?.[0]?.values?.file, sent.name).toMatch(/^[^/\\<>]+$/);
    }
    expect(await photoRow(first.id)).toEqual(first);
    expect(await filesOf(galleryId, first.id)).toEqual(files);
  });

  it("refuses a photo of another gallery, an unknown one and a malformed id, storing nothing", async () => {
    const { galleryId, first } = await captionedPortfolio();
    const files = await filesOf(galleryId, first.id);
    const other = await gallery("event");
    const unknown = crypto.randomUUID();
    const photo = file(await syntheticPhoto(600, 400));
    for (const [gallerySent, photoSent, code] of [
      [other, first.id, "photoNotFound"],
      [galleryId, unknown, "photoNotFound"],
      [galleryId, "../../original", "photoNotFound"],
      ["not-a-gallery", first.id, "galleryNotFound"],
    ] as const) {
      const error = await refusal(
        replacePhotoFile(database(), storage, actor, gallerySent, photoSent, photo),
      );
      expect(error.code).toBe(code);
    }
    expect(await photoRow(first.id)).toEqual(first);
    expect(await filesOf(galleryId, first.id)).toEqual(files);
    expect(await filesOf(galleryId, unknown)).toEqual([]);
    expect(fs.existsSync(path.join(folder, "galleries", other))).toBe(false);
  });
});

describe("an upload read as it arrives (decision 089, amended again)", () => {
  const scratch = () => path.join(folder, "scratch");
  // The form encoded first, as a client sends it: undici streams a FormData body from a
  // generator that errors when its reader stops early (as the upload does past a limit), which
  // a socket's body never does (receive-photos.server.test.ts).
  const send = async (galleryId: string, form: FormData) => {
    const encoded = new Response(form);
    const request = new Request("http://test/upload", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    return uploadPhotos(database(), storage, actor, galleryId, request, scratch());
  };

  it("refuses an oversized file, too many files and a non-photo by name, storing nothing and leaving no scratch file", async () => {
    const galleryId = await gallery("event");
    const good = file(await syntheticPhoto(600, 400), "bra.jpg");
    const oversized = new FormData();
    oversized.append("photos", good);
    oversized.append("photos", new File([new Uint8Array(maxPhotoBytes + 1)], "<b>huge</b>.jpg"));
    const tooMany = new FormData();
    for (let i = 0; i <= maxPhotosPerRequest; i++) tooMany.append("photos", good);
    const notAPhoto = new FormData();
    notAPhoto.append("photos", good);
    notAPhoto.append("photos", file(Buffer.from("MZ not a picture"), "virus.exe"));
    const none = new FormData();
    none.append("title", "no files at all");

    const cases: [FormData, string, string, string | undefined][] = [
      [oversized, "payloadTooLarge", "api:galleries.fileTooLarge", "b.jpg"], // no markup, no folders
      [tooMany, "validation", "api:galleries.tooManyPhotos", undefined],
      [notAPhoto, "validation", "api:galleries.notAPhoto.notAnImage", "virus.exe"],
      [none, "validation", "api:galleries.noPhotos", undefined],
    ];
    for (const [form, code, message, named] of cases) {
      const error = await refusal(send(galleryId, form));
      expect(error.code, message).toBe(code);
      expect(error.fieldErrors?.[0], message).toMatchObject({ field: "photos", message });
      if (named) expect(error.fieldErrors?.[0]?.values?.file).toBe(named);
    }
    expect(fs.existsSync(path.join(folder, "galleries", galleryId))).toBe(false);
    expect(fs.readdirSync(scratch())).toEqual([]);

    // And a good one goes through, its scratch folder gone afterwards.
    const ok = new FormData();
    ok.append("photos", good);
    const [photo] = await send(galleryId, ok);
    expect(photo).toMatchObject({ status: "processing" });
    expect(fs.readdirSync(scratch())).toEqual([]);
  });
});
