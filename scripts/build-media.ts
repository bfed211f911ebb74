// Turns the media sources into what the site serves (run by `npm run build` before the app build):
//   media/source/images/<name>.{jpg,jpeg,png,webp,svg}  →  public/media/generated/<name>-<width>.{avif,webp}
//   media/source/videos/*.mp4                          →  public/media/generated/videos/
// for every entry of `images` in app/content/media.ts, at each width of availableWidths(), cropped
// to the entry's width×height shape. A photo under the same name wins over the placeholder .svg.
// The image variants are committed together with media/variants.json, what each was made from
// (docs/decisions/060): an image is encoded again only when its source's content, its shape or
// the settings changed, so a fresh clone's first build encodes nothing. After changing an image,
// commit its new variants and the manifest too.
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { availableWidths, videos, type ImageAsset } from "../app/content/media.ts";
import {
  assets,
  encoderSettings as settings,
  findSources,
  formats,
  readManifest,
  root,
  variantFiles,
  variantKey,
  variantsDir as out,
  writeManifest,
  type Manifest,
} from "./media-variants.ts";

const sourceVideos = path.join(root, "media/source/videos");
const outVideos = path.join(out, "videos");

/** Jobs at once, each with one libvips thread: the build machine has two cores. */
const CONCURRENCY = 2;

const relative = (file: string) => path.relative(root, file);
const started = Date.now();

sharp.concurrency(1);
sharp.cache(false);

// ---------------------------------------------------------------------------------------------
// Find every source first, so that all missing ones are reported together.

function listing(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (fs.existsSync(dir))
    for (const file of fs.readdirSync(dir)) files.set(file.toLowerCase(), file);
  return files;
}

const videoFiles = listing(sourceVideos);
const sources = findSources();
const missing: string[] = [];
for (const asset of assets)
  if (!sources.has(asset.name))
    missing.push(`media/source/images/${asset.name}.{jpg,jpeg,png,webp,svg}`);
const videoSources = [...videoFiles.values()].filter((file) => file.toLowerCase().endsWith(".mp4"));
for (const video of Object.values(videos)) {
  const file = path.basename(video.src);
  if (!videoFiles.has(file.toLowerCase())) missing.push(`media/source/videos/${file}`);
}
if (missing.length) {
  console.error(
    `media: ${missing.length} source file(s) missing:\n  ${missing.join("\n  ")}\n` +
      "Run `npm run media:placeholders` to create the placeholders, or add the real photo or video under that name.",
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Images.

const manifest = readManifest();
const nextManifest: Manifest = {};
let written = 0;
let skipped = 0;

/** Write through a temporary file, so an interrupted build never leaves a half file looking fresh. */
async function save(pipeline: Sharp, file: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await pipeline.toFile(temp);
  fs.renameSync(temp, file);
}

async function buildImage(asset: ImageAsset): Promise<void> {
  const source = sources.get(asset.name)!;
  const widths = availableWidths(asset);
  const key = variantKey(asset, source);
  const known = manifest[asset.name] === key;
  const outputs = variantFiles(asset);
  const stale = outputs.filter(({ file }) => !known || !fs.existsSync(file));
  skipped += outputs.length - stale.length;
  if (stale.length) {
    // Decode (or rasterise) once at the largest width, cropped to the shape; derive the rest.
    const maxWidth = Math.max(...widths);
    const maxHeight = Math.round((maxWidth * asset.height) / asset.width);
    const isSvg = source.toLowerCase().endsWith(".svg");
    let input: Sharp;
    if (isSvg) {
      const { width = maxWidth, height = maxHeight } = await sharp(source).metadata();
      const density = 72 * Math.max(maxWidth / width, maxHeight / height);
      input = sharp(source, { density });
    } else {
      input = sharp(source).rotate();
      const { width = 0 } = await sharp(source).metadata();
      if (width && width < maxWidth)
        console.warn(
          `media: ${relative(source)} is ${width} px wide; ${maxWidth} px is wanted (it is enlarged)`,
        );
    }
    const position = isSvg ? "centre" : sharp.strategy.attention;
    const base = await input
      .resize(maxWidth, maxHeight, { fit: "cover", position })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    };
    const opaque = base.info.channels < 4 || (await sharp(base.data, raw).stats()).isOpaque;
    for (const { width, format, file } of stale) {
      let pipeline = sharp(base.data, raw);
      if (opaque && base.info.channels === 4) pipeline = pipeline.removeAlpha();
      if (width !== maxWidth)
        pipeline = pipeline.resize(width, Math.round((width * asset.height) / asset.width));
      pipeline = format === "avif" ? pipeline.avif(settings.avif) : pipeline.webp(settings.webp);
      await save(pipeline, file);
      written += 1;
    }
  }
  nextManifest[asset.name] = key;
}

/** Runs `job` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

fs.mkdirSync(outVideos, { recursive: true });
try {
  await pool(assets, CONCURRENCY, buildImage);
} finally {
  // Keep what was finished even if a later image failed.
  writeManifest({ ...manifest, ...nextManifest });
}
writeManifest(nextManifest);

// ---------------------------------------------------------------------------------------------
// Videos: copied as they are (they are encoded for the web when they are made).

let copied = 0;
let current = 0;
for (const file of videoSources) {
  const from = path.join(sourceVideos, file);
  const to = path.join(outVideos, file);
  const source = fs.statSync(from);
  const target = fs.existsSync(to) ? fs.statSync(to) : undefined;
  if (target && target.size === source.size && target.mtimeMs >= source.mtimeMs) {
    current += 1;
    continue;
  }
  fs.copyFileSync(from, to);
  copied += 1;
}

// ---------------------------------------------------------------------------------------------
// Remove outputs whose asset or source is gone, then report.

const expected = new Set(
  assets.flatMap((asset) =>
    availableWidths(asset).flatMap((width) =>
      formats.map((format) => `${asset.name}-${width}.${format}`),
    ),
  ),
);
let removed = 0;
for (const file of fs.readdirSync(out)) {
  const full = path.join(out, file);
  // Temporary files only once they are old: another build may be writing them right now.
  const leftover = file.endsWith(".tmp") && Date.now() - fs.statSync(full).mtimeMs > 3_600_000;
  if ((/\.(avif|webp)$/.test(file) && !expected.has(file)) || leftover) {
    fs.rmSync(full, { force: true });
    removed += 1;
  }
}
const videoNames = new Set(videoSources);
for (const file of fs.readdirSync(outVideos)) {
  if (!videoNames.has(file)) {
    fs.rmSync(path.join(outVideos, file));
    removed += 1;
  }
}

let bytes = 0;
for (const dir of [out, outVideos]) {
  for (const file of fs.readdirSync(dir)) {
    const stat = fs.statSync(path.join(dir, file));
    if (stat.isFile() && !file.startsWith(".")) bytes += stat.size;
  }
}
console.info(
  `media: ${written} images written, ${skipped} up to date; ${copied} videos copied, ${current} up to date` +
    `${removed ? `; ${removed} stale files removed` : ""} — ${Math.round(bytes / 1024).toLocaleString("en")} KB in ${relative(out)} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
