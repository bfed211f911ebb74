import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { articleImages } from "~/db/schema";
import { uploadedImageWidths } from "../article-image";

// Resized variants of an uploaded picture (docs/decisions/048). The database holds the original;
// a variant is made on first request and cached on this instance's disk under its content hash,
// so it is never stale and any instance can rebuild it.

export type VariantFormat = "avif" | "webp";

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>;

const cacheDir = () => path.join(path.resolve(config().DATA_DIR), "cache", "news-images");

/** The variant's bytes, or undefined when the picture or the width does not exist. */
export async function imageVariant(
  db: Database,
  id: string,
  width: number,
  format: VariantFormat,
): Promise<Buffer | undefined> {
  const [meta] = await db
    .select({ sha256: articleImages.sha256, width: articleImages.width })
    .from(articleImages)
    .where(eq(articleImages.id, id));
  if (!meta || !uploadedImageWidths(meta.width).includes(width)) return undefined;
  const file = path.join(cacheDir(), `${meta.sha256}-${width}.${format}`);
  try {
    return await fs.readFile(file);
  } catch {
    // Not made on this instance yet.
  }
  const [original] = await db
    .select({ bytes: articleImages.bytes })
    .from(articleImages)
    .where(eq(articleImages.id, id));
  if (!original) return undefined;
  const resized = await encoders[format](
    sharp(original.bytes).rotate().resize({ width, withoutEnlargement: true }),
  ).toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name first, so a half-written file is never served.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, resized);
  await fs.rename(temporary, file);
  return resized;
}
