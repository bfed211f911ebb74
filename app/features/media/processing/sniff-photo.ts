/**
 * What a file is, from its first bytes, before any decoder sees it: only the photo formats are
 * handed to libvips at all, so its loaders for SVG, PDF, GIF and the rest are never exposed to an
 * upload. "heif" is any ISO-BMFF image (AVIF or HEIC); its codec is told by the header.
 */
export type SniffedType = "jpeg" | "png" | "webp" | "heif" | "tiff";

/** Formats that are pictures but not photos we take: refused as unsupported, not as garbage. */
export type OtherImageType = "gif" | "svg" | "bmp" | "ico" | "jxl" | "pdf" | "psd" | "jp2";

const at = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

export function sniffPhoto(bytes: Uint8Array): SniffedType | undefined {
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(bytes, 0, ascii("RIFF")) && at(bytes, 8, ascii("WEBP"))) return "webp";
  // "ftyp" box first; the brand (avif, heic, mif1 …) is checked by the header reader.
  if (at(bytes, 4, ascii("ftyp"))) return "heif";
  if (at(bytes, 0, ascii("II*\0")) || at(bytes, 0, ascii("MM\0*"))) return "tiff";
  return undefined;
}

export function sniffOtherImage(bytes: Uint8Array): OtherImageType | undefined {
  if (at(bytes, 0, ascii("GIF8"))) return "gif";
  if (at(bytes, 0, ascii("BM"))) return "bmp";
  if (at(bytes, 0, [0, 0, 1, 0])) return "ico";
  if (at(bytes, 0, [0xff, 0x0a]) || at(bytes, 4, ascii("JXL "))) return "jxl";
  if (at(bytes, 0, ascii("%PDF"))) return "pdf";
  if (at(bytes, 0, ascii("8BPS"))) return "psd";
  if (at(bytes, 4, ascii("jP  "))) return "jp2";
  // SVG is text: a BOM, white space, an XML declaration or comments may come before the tag.
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).toLowerCase();
  if (/^\ufeff?\s*</.test(head) && /<svg[\s>]/.test(head)) return "svg";
  return undefined;
}

/**
 * Whether libvips must decode this WebP whole: a lossless ("VP8L") or an animated one. A lossy
 * still ("VP8 ") is decoded scaled, row by row. The RIFF chunks are walked up to the picture's;
 * a file that cannot be followed counts as decoded whole, the stricter limit.
 */
export function webpDecodesWhole(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12, chunks = 0; at + 8 <= bytes.length && chunks < 64; chunks++) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (type === "VP8 ") return false;
    if (type === "VP8L" || type === "ANIM" || type === "ANMF") return true;
    at += 8 + view.getUint32(at + 4, true) + (view.getUint32(at + 4, true) % 2);
  }
  return true;
}
