import fs from "node:fs/promises";
import sharp from "sharp";
// Relative imports with their extension: the photo benchmark runs these modules in Node directly.
import { NotAPhotoError } from "./not-a-photo-error.ts";
import { sniffOtherImage, sniffPhoto, webpDecodesWhole } from "./sniff-photo.ts";

export type PhotoFormat = "jpeg" | "png" | "webp" | "avif" | "tiff";

export type PhotoHeader = {
  format: PhotoFormat;
  /** As displayed, EXIF orientation applied. */
  width: number;
  height: number;
  /** The EXIF orientation (1–8), when the file carries one. */
  orientation?: number;
  /** Its decoder holds the whole picture: a progressive JPEG, an interlaced PNG, a lossless WebP. */
  decodedWhole: boolean;
  bytes: number;
};

// How many pixels a photo may have depends on how its decoder reads it (docs/decisions/089,
// measured decoding to 2,048 px): baseline JPEG, plain PNG, lossy WebP and TIFF are read row by
// row into a shrinking pipeline (100 MP: +80 MB), a progressive JPEG, an interlaced PNG or a
// lossless WebP is held whole (100 MP: +340–400 MB), libheif decodes an AVIF whole at about 18
// bytes a pixel.
/** Row by row: room for a 24 MP camera, a 61 MP one, a 102 MP medium-format one, panoramas. */
export const maxPhotoPixels = 120_000_000;
/** Progressive JPEG, interlaced PNG, lossless WebP: a 61 MP camera fits (+235–260 MB at the limit). */
export const maxWholeDecodePixels = 64_000_000;
/** AVIF: a phone's 12 MP picture fits (+224 MB), a 24 MP one would cost +436 MB. */
export const maxAvifPixels = 16_000_000;
/** The shorter side: below this, a picture is an icon or a thumbnail, not a photo to sell. */
export const minPhotoSide = 200;

/** The decode limit for a photo of this kind; the header is checked against it, and so is the decode. */
export function pixelLimit(header: Pick<PhotoHeader, "format" | "decodedWhole">): number {
  if (header.format === "avif") return maxAvifPixels;
  return header.decodedWhole ? maxWholeDecodePixels : maxPhotoPixels;
}

async function readHeader(input: Buffer | string) {
  try {
    // The header only: no pixel is decoded here, whatever size the picture claims. sharp's own
    // limit (268 MP) is lifted so that a huge picture is told by its size, not as unreadable.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAPhotoError("notAnImage", "unreadable header");
  }
}

/**
 * What a photo is, from its header alone, or why it cannot be one (a NotAPhotoError). A file that
 * passes can still be broken further in (a truncated JPEG): processPhoto finds that out.
 */
export async function inspectPhoto(input: Buffer): Promise<PhotoHeader> {
  return inspect(input, input, input.length);
}

/** How much of a file is read to tell its format: the signatures and WebP's first chunks. */
const headBytes = 64 * 1024;

/**
 * inspectPhoto for a file on disk (an upload streamed to a scratch file): its first bytes are
 * sniffed and libvips reads the header from the file, so the photo is never read whole.
 */
export async function inspectPhotoFile(file: string): Promise<PhotoHeader> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, headBytes));
    await handle.read(head, 0, head.length, 0);
    return await inspect(head, file, size);
  } finally {
    await handle.close();
  }
}

/** `head`: the file's first bytes (or all of them); `source`: what libvips reads the header from. */
async function inspect(head: Buffer, source: Buffer | string, bytes: number): Promise<PhotoHeader> {
  const sniffed = sniffPhoto(head);
  if (!sniffed) {
    const other = sniffOtherImage(head);
    throw other
      ? new NotAPhotoError("unsupportedFormat", other)
      : new NotAPhotoError("notAnImage", "unknown signature");
  }
  const meta = await readHeader(source);
  let format: PhotoFormat;
  if (meta.format === "heif") {
    // HEIC (HEVC) has no decoder in sharp's libvips (a patent-encumbered codec): refused, not
    // failed later. Browsers and phones hand over JPEG when a HEIC is uploaded through a form.
    if (meta.compression !== "av1") throw new NotAPhotoError("unsupportedFormat", "heic");
    format = "avif";
  } else if (meta.format === sniffed) {
    format = sniffed;
  } else {
    throw new NotAPhotoError("notAnImage", `${sniffed} signature, ${meta.format} header`);
  }
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new NotAPhotoError("notAnImage", "no dimensions");
  const header: PhotoHeader = {
    format,
    width,
    height,
    decodedWhole: format === "webp" ? webpDecodesWhole(head) : meta.isProgressive === true,
    bytes,
  };
  if (meta.orientation) header.orientation = meta.orientation;
  const limit = pixelLimit(header);
  if (width * height > limit)
    throw new NotAPhotoError("tooManyPixels", `${width}×${height} over ${limit} pixels`);
  if (Math.min(width, height) < minPhotoSide)
    throw new NotAPhotoError("tooSmall", `${width}×${height} under ${minPhotoSide} px`);
  return header;
}
