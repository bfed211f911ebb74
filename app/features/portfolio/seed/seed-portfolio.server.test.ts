import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { galleries, galleryPhotos, jobs } from "~/db/schema";
import { portfolioCategories } from "~/content/portfolio";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { photoJobHandlers } from "~/features/galleries/photo-jobs.server";
import { variantKey } from "~/features/galleries/photo-keys";
import { localStorage } from "~/features/media/storage/local-storage.server";
import sv from "~/i18n/locales/sv/portfolio";
import fi from "~/i18n/locales/fi/portfolio";
import { portfolioPictures } from "../portfolio-library.server";
import { committedVariantsFolder, seedPortfolio } from "./seed-portfolio.server";

// The portfolio's seed on a real embedded database and a real folder: the migration's job makes
// the 32 committed pictures a ready, published portfolio gallery, once; /portfolio's loader
// reads them back in each language.

const db = databaseForTestFile();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-seed-"));
const storage = localStorage(folder);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the portfolio seed", () => {
  it("is queued by the migration and makes 32 pictures with categories and captions, once", async () => {
    const [queued] = await db().select().from(jobs).where(eq(jobs.kind, "portfolio.seed"));
    expect(queued?.status).toBe("pending");
    const handlers = photoJobHandlers({ db: db(), storage, defaultWatermark: () => "x" });
    const runner = createJobRunner({
      db: db(),
      handlers: { "portfolio.seed": handlers["portfolio.seed"]! },
    });
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });

    const [gallery] = await db().select().from(galleries).where(eq(galleries.kind, "portfolio"));
    expect(gallery?.publishedAt).not.toBeNull();
    const photos = await db()
      .select()
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, gallery!.id))
      .orderBy(galleryPhotos.position);
    expect(photos).toHaveLength(32);
    for (const category of portfolioCategories)
      expect(photos.filter((photo) => photo.category === category)).toHaveLength(8);
    expect(photos[0]).toMatchObject({
      status: "ready",
      width: 1200,
      height: 900,
      caption: { sv: sv.items.p01.title, fi: fi.items.p01.title },
      alt: { sv: sv.items.p01.alt },
    });
    // Every variant and the original are stored, byte for byte the committed files.
    for (const photo of photos) {
      expect(await storage.exists(photo.originalKey)).toBe(true);
      expect(photo.variants.map((variant) => `${variant.name}.${variant.format}`).sort()).toEqual([
        "preview-1200.avif",
        "preview-1200.webp",
        "preview-800.avif",
        "preview-800.webp",
        "thumbnail-480.avif",
        "thumbnail-480.webp",
      ]);
    }
    const variant = photos[4]!.variants.find((one) => one.name === "preview-800")!;
    const stored = await storage.get(variantKey(gallery!.id, photos[4]!.id, variant));
    const committed = fs.readFileSync(
      path.join(committedVariantsFolder(), `portfolio-05-800.${variant.format}`),
    );
    expect(stored?.size).toBe(committed.length);

    // Once: a second run (a lease run out, a second instance) adds nothing.
    expect(await seedPortfolio(db(), storage)).toBe(false);
    expect(await db().select().from(galleries).where(eq(galleries.kind, "portfolio"))).toHaveLength(
      1,
    );
    expect(await db().select().from(galleryPhotos)).toHaveLength(32);
  });

  it("gives /portfolio the ready, visible pictures in order, in the page's language", async () => {
    const sv32 = await portfolioPictures(db(), "sv");
    expect(sv32).toHaveLength(32);
    expect(sv32[0]).toMatchObject({
      caption: sv.items.p01.title,
      alt: sv.items.p01.alt,
      width: 1200,
    });
    expect(sv32[0]!.avif).toMatch(
      /^\/media\/photos\/[0-9a-f-]{36}\/\w+\/thumbnail-480\.avif 480w, .*preview-1200\.avif 1200w$/,
    );
    const fi32 = await portfolioPictures(db(), "fi");
    expect(fi32[1]!.caption).toBe(fi.items.p02.title);

    // Hidden, still processing for the first time, or with no Finnish caption (Swedish stands
    // in). A picture processed again (a replaced file) stays with its previous variants.
    const [first, second, third] = await db()
      .select()
      .from(galleryPhotos)
      .orderBy(galleryPhotos.position)
      .limit(3);
    await db().update(galleryPhotos).set({ hidden: true }).where(eq(galleryPhotos.id, first!.id));
    await db()
      .update(galleryPhotos)
      .set({ status: "processing", processedAt: null })
      .where(eq(galleryPhotos.id, second!.id));
    await db()
      .update(galleryPhotos)
      .set({ caption: { sv: "Bara svenska" }, alt: null })
      .where(eq(galleryPhotos.id, third!.id));
    const shown = await portfolioPictures(db(), "fi");
    expect(shown).toHaveLength(30);
    await db()
      .update(galleryPhotos)
      .set({ status: "processing", processedAt: new Date("2026-11-01T10:00:00Z") })
      .where(eq(galleryPhotos.id, second!.id));
    expect(await portfolioPictures(db(), "fi")).toHaveLength(31);
    expect(shown[0]).toMatchObject({ id: third!.id, caption: "Bara svenska", alt: "Bara svenska" });
  });
});
