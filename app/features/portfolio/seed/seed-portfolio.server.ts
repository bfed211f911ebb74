import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryPhotos, type PhotoVariant, type ServiceText } from "~/db/schema";
import { imageWidths, type ImageAsset } from "~/content/media";
import { portfolioItems, type PortfolioItem } from "~/content/portfolio";
import { galleryPrefix, originalKey, variantKey } from "~/features/galleries/photo-keys";
import type { ObjectStorage } from "~/features/media/storage/object-storage";
import en from "~/i18n/locales/en/portfolio";
import fi from "~/i18n/locales/fi/portfolio";
import sv from "~/i18n/locales/sv/portfolio";
import { now } from "~/lib/clock";

// The portfolio's first pictures (docs/decisions/095): the 32 committed placeholders with their
// categories, captions and alt texts in the three languages, copied into the library once per
// database by the `portfolio.seed` job its migration queued. No picture is processed: the
// build's committed AVIF and WebP variants (decision 060) are stored as the photo's variants,
// so the portfolio is whole the moment the job is done. The owner replaces them one by one.

export const portfolioGallerySlug = "portfolio";

const folders = ["public/media/generated", "build/client/media/generated"];

/** Where the committed variants are: the project's folder (npm start, systemd, the container). */
export function committedVariantsFolder(root = process.cwd()): string {
  for (const folder of folders) {
    const candidate = path.resolve(root, folder);
    if (fs.existsSync(path.join(candidate, "portfolio-01-480.webp"))) return candidate;
  }
  throw new Error(`the portfolio's committed pictures were not found in ${folders.join(" or ")}`);
}

const text = (pick: (texts: typeof sv) => string): ServiceText => ({
  sv: pick(sv),
  fi: pick(fi as unknown as typeof sv),
  en: pick(en as unknown as typeof sv),
});

/** The smallest width is the owner's and the grid's thumbnail; the others are previews. */
function variantsOf(image: ImageAsset): PhotoVariant[] {
  const widths = imageWidths.filter((width) => width <= image.width);
  return widths.flatMap((width, index) =>
    (["avif", "webp"] as const).map((format) => ({
      name: `${index === 0 ? "thumbnail" : "preview"}-${width}`,
      format,
      width,
      height: Math.round((image.height * width) / image.width),
      bytes: 0,
    })),
  );
}

/** Makes the portfolio gallery and its 32 pictures; false when it is there already. */
export async function seedPortfolio(
  db: Database,
  storage: ObjectStorage,
  folder = committedVariantsFolder(),
): Promise<boolean> {
  const [existing] = await db
    .select({ id: galleries.id })
    .from(galleries)
    .where(eq(galleries.slug, portfolioGallerySlug));
  if (existing) return false;
  const galleryId = randomUUID();
  const file = (image: ImageAsset, width: number, format: string) =>
    path.join(folder, `${image.name}-${width}.${format}`);
  const photos: { id: string; item: PortfolioItem; variants: PhotoVariant[]; bytes: number }[] = [];
  // The files first: a row never points at a file that is not there.
  try {
    for (const item of portfolioItems) {
      const id = randomUUID();
      const variants = variantsOf(item.image);
      for (const variant of variants) {
        const data = await fs.promises.readFile(file(item.image, variant.width, variant.format));
        variant.bytes = data.length;
        await storage.put(variantKey(galleryId, id, variant), data, {
          contentType: `image/${variant.format}`,
        });
      }
      // The largest WebP stands for the original: what a new processing would start from.
      const largest = variants.at(-1)!;
      const original = await fs.promises.readFile(file(item.image, largest.width, "webp"));
      await storage.put(originalKey(galleryId, id), original, { contentType: "image/webp" });
      photos.push({ id, item, variants, bytes: original.length });
    }
    await db.transaction(async (tx) => {
      await tx.insert(galleries).values({
        id: galleryId,
        slug: portfolioGallerySlug,
        kind: "portfolio",
        title: { sv: "Portfolio", fi: "Portfolio", en: "Portfolio" },
        publishedAt: now(),
      });
      await tx.insert(galleryPhotos).values(
        photos.map(({ id, item, variants, bytes }, index) => ({
          id,
          galleryId,
          position: index + 1,
          status: "ready" as const,
          fileName: `${item.image.name}.webp`,
          originalKey: originalKey(galleryId, id),
          bytes,
          width: item.image.width,
          height: item.image.height,
          variants,
          caption: text((texts) => texts.items[item.id].title),
          alt: text((texts) => texts.items[item.id].alt),
          category: item.category,
          processedAt: now(),
        })),
      );
    });
  } catch (error) {
    // Another instance's run made it first (its slug is taken), or a file failed: nothing of
    // this run stays behind, and the job is tried again if it was a failure.
    await storage.deletePrefix(galleryPrefix(galleryId)).catch(() => {});
    const [made] = await db
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.slug, portfolioGallerySlug));
    if (made) return false;
    throw error;
  }
  return true;
}
