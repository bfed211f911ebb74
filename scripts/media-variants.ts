// What `npm run build` makes of each image (scripts/build-media.ts), and how to tell whether the
// variants on disk are still current. The variants are committed with a manifest of what they
// were made from (docs/decisions/060), so a fresh clone starts without encoding anything; the
// manifest's key is the source's content, never a file time, since a checkout sets every file's
// time to the moment of the checkout.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { availableWidths, images, type ImageAsset } from "../app/content/media.ts";

export const root = path.resolve(import.meta.dirname, "..");
export const sourceImages = path.join(root, "media/source/images");
export const variantsDir = path.join(root, "public/media/generated");
/** What each image's committed variants were made from. */
export const manifestFile = path.join(root, "media/variants.json");

/** In order of preference: a real photo beats the placeholder SVG. */
const extensions = [".jpg", ".jpeg", ".png", ".webp", ".svg"];
export const encoderSettings = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
} as const;
export const formats = ["avif", "webp"] as const;

export type Manifest = Record<string, string>;

export const assets = Object.values(images) as ImageAsset[];

/** The source file of every asset that has one, by asset name. */
export function findSources(): Map<string, string> {
  const files = new Map<string, string>();
  if (fs.existsSync(sourceImages))
    for (const file of fs.readdirSync(sourceImages)) files.set(file.toLowerCase(), file);
  const sources = new Map<string, string>();
  for (const asset of assets) {
    const found = extensions
      .map((ext) => files.get(`${asset.name}${ext}`.toLowerCase()))
      .find(Boolean);
    if (found) sources.set(asset.name, path.join(sourceImages, found));
  }
  return sources;
}

/** Everything that changes an image's variants: the source's bytes, the shape, widths, settings. */
export function variantKey(asset: ImageAsset, source: string): string {
  const digest = crypto.createHash("sha256").update(fs.readFileSync(source)).digest("hex");
  const { avif, webp } = encoderSettings;
  return [
    path.relative(root, source),
    `sha256:${digest.slice(0, 16)}`,
    `${asset.width}x${asset.height}`,
    `w${availableWidths(asset).join(",")}`,
    `avif:q${avif.quality}e${avif.effort}`,
    `webp:q${webp.quality}e${webp.effort}`,
  ].join(" ");
}

export function variantFiles(asset: ImageAsset) {
  return availableWidths(asset).flatMap((width) =>
    formats.map((format) => ({
      width,
      format,
      file: path.join(variantsDir, `${asset.name}-${width}.${format}`),
    })),
  );
}

export function readManifest(): Manifest {
  try {
    return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  } catch {
    return {};
  }
}

/** Sorted by name and one entry a line, so that a new image is a one-line change in review. */
export function writeManifest(manifest: Manifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
