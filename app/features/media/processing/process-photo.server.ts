import sharp, { type Sharp } from "sharp";
// Relative imports with their extension: the photo benchmark runs these modules in Node directly.
import { inspectPhoto, pixelLimit, type PhotoHeader } from "./inspect-photo.server.ts";
import { NotAPhotoError } from "./not-a-photo-error.ts";
import { watermark, watermarkText } from "./watermark.server.ts";

export { originalWithoutPersonalData } from "./original-download.server.ts";

// What a gallery shows of a photo (docs/decisions/089): a small thumbnail for the grid and
// watermarked previews for the full-screen viewer, in AVIF and WebP. The original is decoded
// once, straight to the largest preview's size (JPEG shrinks while it decodes); every variant is
// resized from that copy. No output carries metadata: sharp writes none unless asked.

export type EncodedFormat = "avif" | "webp";
export type Encoded = {
  /** e.g. "preview-1280.webp": unique within a photo, usable as the last part of a storage key. */
  name: string;
  format: EncodedFormat;
  width: number;
  height: number;
  data: Buffer;
};
export type ProcessedPhoto = {
  /** The original's size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** For the grid: longest side 400 px, without the watermark. */
  thumbnail: Encoded[];
  /** For the viewer: watermarked, longest side 2048, 1280 and 640 px (those the original reaches). */
  preview: Encoded[];
};

/** Longest sides of the previews; a smaller original gets its own size and the ones below it. */
export const previewSides = [2048, 1280, 640] as const;
export const thumbnailSide = 400;

// Measured on a 6,000 × 4,000 JPEG, one libvips thread (decision 089): AVIF at effort 4 costs
// 1.5 s for the 2,048 px preview alone, at effort 0 about 0.2 s for 5–10 % more bytes; WebP
// at effort 4 costs 0.2–0.3 s there. Chroma at 4:2:0 as in every photo JPEG (sharp's AVIF
// default is 4:4:4, slower and larger for no visible gain on photos).
export const encoderSettings = {
  avif: { quality: 55, effort: 0, chromaSubsampling: "4:2:0" },
  webp: { quality: 80, effort: 4 },
} as const;

const encoders: Record<EncodedFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(encoderSettings.avif),
  webp: (image) => image.webp(encoderSettings.webp),
};
const formats: EncodedFormat[] = ["avif", "webp"];

type Picture = { data: Buffer; width: number; height: number };

/**
 * The original, oriented, in sRGB, flattened on white, its longest side at most `side`: raw RGB.
 * Rows are read in order and shrunk as they come, so the whole picture is never in memory
 * (unless its format must be decoded whole: see pixelLimit). Exported for the memory test.
 */
export async function decodeOnce(
  original: Buffer,
  header: PhotoHeader,
  side: number,
): Promise<Picture> {
  try {
    const { data, info } = await sharp(original, {
      limitInputPixels: pixelLimit(header),
      sequentialRead: true,
      // A truncated or corrupt file fails; a camera's harmless warning (extra bytes) does not.
      failOn: "error",
    })
      .rotate()
      .resize(side, side, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels after decoding`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new NotAPhotoError("notAnImage", error instanceof Error ? error.message : String(error));
  }
}

/** The sides to make: the wanted ones below the picture's own, and the picture's own. */
function sidesFor(longest: number, wanted: readonly number[]): number[] {
  return [
    ...new Set([...wanted.filter((side) => side < longest), Math.min(longest, wanted[0]!)]),
  ].sort((a, b) => b - a);
}

type Job = { name: string; format: EncodedFormat; from: Picture; side: number };

async function encode({ name, format, from, side }: Job): Promise<Encoded> {
  let image = sharp(from.data, { raw: { width: from.width, height: from.height, channels: 3 } });
  if (side < Math.max(from.width, from.height)) image = image.resize(side, side, { fit: "inside" });
  const { data, info } = await encoders[format](image).toBuffer({ resolveWithObject: true });
  return { name, format, width: info.width, height: info.height, data };
}

// Two encodes at a time: with one libvips thread each that keeps both cores busy, and leaves
// Node's other two pool threads to the web server's file and crypto work.
const parallelEncodes = 2;

async function encodeAll(jobs: Job[]): Promise<Encoded[]> {
  const results: Encoded[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await encode(jobs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelEncodes, jobs.length) }, worker));
  return results;
}

/**
 * The thumbnail and the watermarked previews of a photo, or a NotAPhotoError when the bytes are
 * not a photo we take. The watermark text is checked first (RangeError when empty); without one
 * (null: the portfolio, the business's showcase, decision 095) the previews are left clean.
 */
export async function processPhoto(
  original: Buffer,
  options: { watermarkText: string | null },
): Promise<ProcessedPhoto> {
  const text = options.watermarkText === null ? null : watermarkText(options.watermarkText);
  const header = await inspectPhoto(original);
  const plain = await decodeOnce(original, header, previewSides[0]);
  const marked: Picture = text === null ? plain : { ...plain, data: await watermark(plain, text) };
  const longest = Math.max(plain.width, plain.height);
  const jobs: Job[] = [
    ...sidesFor(longest, previewSides).flatMap((side) =>
      formats.map((format) => ({ name: `preview-${side}.${format}`, format, from: marked, side })),
    ),
    ...formats.map((format) => ({
      name: `thumbnail-${Math.min(longest, thumbnailSide)}.${format}`,
      format,
      from: plain,
      side: thumbnailSide,
    })),
  ];
  const encoded = await encodeAll(jobs);
  return {
    width: header.width,
    height: header.height,
    preview: encoded.filter((variant) => variant.name.startsWith("preview-")),
    thumbnail: encoded.filter((variant) => variant.name.startsWith("thumbnail-")),
  };
}
