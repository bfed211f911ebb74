import { createRequire } from "node:module";
import sharp, { type Sharp } from "sharp";

// The watermark of a preview (docs/decisions/089): the text in white over a soft dark shadow, so
// it reads on snow and on night sky alike, half transparent, repeated diagonally across the whole
// picture so that no crop removes it, and sized from the picture so it looks the same at every width.
//
// The glyphs come from a TrueType file installed by npm (DejaVu Sans Bold, which also covers
// Nordic, Baltic and Cyrillic letters), not from the system's fonts: a fresh Debian server has
// none, and libvips would draw empty boxes. The site's Inter is only shipped as WOFF2, which
// sharp's FreeType cannot read. Text is drawn by Pango through sharp's text input, which reads
// Pango markup: the text is escaped, so "<b>" or "&" are drawn as they are written.

let fontPath: string | undefined;
function fontFile(): string {
  fontPath ??= createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
  return fontPath;
}
const fontFamily = "DejaVu Sans Bold";

/** Longer text is cut (with "…"): a watermark is a name, not a message. */
export const maxWatermarkLength = 60;

const textOpacity = 0.45;
const shadowOpacity = 0.3;
/** The text's height against the picture's longer side. */
const textScale = 0.035;
const minTextPx = 12;
const angleDegrees = -30;

/** The text as it is drawn: one line, no control or format characters, at most 60 characters. */
export function watermarkText(text: string): string {
  const clean = text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  const characters = Array.from(new Intl.Segmenter().segment(clean), (part) => part.segment);
  if (characters.length === 0) throw new RangeError("The watermark text is empty.");
  return characters.length > maxWatermarkLength
    ? `${characters.slice(0, maxWatermarkLength - 1).join("")}…`
    : clean;
}

const markupEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => markupEntities[char]!);

type Raw = { data: Buffer; width: number; height: number };

// sharp hands a one-channel picture back as three channels unless told "b-w" at the end.
async function oneChannel(image: Sharp): Promise<Raw> {
  const { data, info } = await image
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`watermark: ${info.channels} channels, 1 expected`);
  return { data, width: info.width, height: info.height };
}
const grey = (mask: Raw) => ({
  raw: { width: mask.width, height: mask.height, channels: 1 as const },
});

/** The text's coverage (one channel, 0–255), at most maxWidth wide, with room for a shadow. */
export async function textMask(text: string, textPx: number, maxWidth: number): Promise<Raw> {
  let mask = await oneChannel(
    sharp({
      text: {
        text: escapeMarkup(text),
        font: `${fontFamily} ${textPx}px`,
        fontfile: fontFile(),
        dpi: 72,
      },
    }),
  );
  if (mask.width > maxWidth)
    mask = await oneChannel(
      sharp(mask.data, grey(mask)).resize({ width: Math.max(1, Math.floor(maxWidth)) }),
    );
  const pad = Math.ceil(textPx * 0.3);
  const width = mask.width + 2 * pad;
  const padded = Buffer.alloc(width * (mask.height + 2 * pad));
  for (let y = 0; y < mask.height; y++)
    mask.data.copy(padded, (y + pad) * width + pad, y * mask.width, (y + 1) * mask.width);
  return { data: padded, width, height: mask.height + 2 * pad };
}

/** One tile of the pattern: the text with its shadow, rotated, with the gap to its neighbours. */
async function renderTile(text: string, textPx: number, maxTextWidth: number): Promise<Raw> {
  const mask = await textMask(text, textPx, maxTextWidth);
  const shadow = (await oneChannel(sharp(mask.data, grey(mask)).blur(Math.max(0.8, textPx * 0.08))))
    .data;
  // White text over black shadow, composed here ("over", unpremultiplied RGBA).
  const rgba = Buffer.alloc(mask.width * mask.height * 4);
  for (let i = 0; i < mask.data.length; i++) {
    const front = (mask.data[i]! / 255) * textOpacity;
    const back = (shadow[i]! / 255) * shadowOpacity * (1 - front);
    const alpha = front + back;
    if (alpha === 0) continue;
    const level = Math.round((255 * front) / alpha);
    rgba[i * 4] = level;
    rgba[i * 4 + 1] = level;
    rgba[i * 4 + 2] = level;
    rgba[i * 4 + 3] = Math.round(alpha * 255);
  }
  const gapX = Math.round(textPx * 2.5);
  const gapY = Math.round(textPx * 3);
  const tile = await sharp(rgba, { raw: { width: mask.width, height: mask.height, channels: 4 } })
    .extend({
      left: Math.floor(gapX / 2),
      right: Math.ceil(gapX / 2),
      top: Math.floor(gapY / 2),
      bottom: Math.ceil(gapY / 2),
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .rotate(angleDegrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: tile.data, width: tile.info.width, height: tile.info.height };
}

/** The pattern's tile for a picture of this size, cut to fit inside it. */
async function tileFor(text: string, width: number, height: number): Promise<Raw> {
  const textPx = Math.max(minTextPx, Math.round(Math.max(width, height) * textScale));
  // Rotated by 30°, the text must still fit across the narrower side with room to spare.
  const maxTextWidth = Math.max(textPx, Math.min(width, height) * 0.8);
  const tile = await renderTile(text, textPx, maxTextWidth);
  // A tile larger than the picture (a small or a narrow one) is cut to it, centred.
  const cropWidth = Math.min(tile.width, width);
  const cropHeight = Math.min(tile.height, height);
  if (cropWidth === tile.width && cropHeight === tile.height) return tile;
  const cropped = await sharp(tile.data, {
    raw: { width: tile.width, height: tile.height, channels: 4 },
  })
    .extract({
      left: Math.floor((tile.width - cropWidth) / 2),
      top: Math.floor((tile.height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    })
    .raw()
    .toBuffer();
  return { data: cropped, width: cropWidth, height: cropHeight };
}

// A gallery's photos come in a few sizes with one text: the last tiles are kept, not drawn again.
const tileCache = new Map<string, Promise<Raw>>();
const tileCacheSize = 4;

function cachedTile(text: string, width: number, height: number): Promise<Raw> {
  const key = `${width}x${height}:${text}`;
  let tile = tileCache.get(key);
  if (!tile) {
    tile = tileFor(text, width, height);
    tile.catch(() => tileCache.delete(key));
    tileCache.set(key, tile);
    if (tileCache.size > tileCacheSize) tileCache.delete(tileCache.keys().next().value!);
  }
  return tile;
}

async function layOver(base: Sharp, text: string, width: number, height: number): Promise<Sharp> {
  const tile = await cachedTile(watermarkText(text), width, height);
  return base.composite([
    {
      input: tile.data,
      raw: { width: tile.width, height: tile.height, channels: 4 },
      tile: true,
      gravity: "centre",
    },
  ]);
}

/**
 * The watermark alone, as an RGBA picture of the given size (transparent where the picture is
 * left alone): what a test compares a preview's pixels against.
 */
export async function watermarkOverlay(text: string, width: number, height: number): Promise<Raw> {
  const empty = sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  });
  const data = await (await layOver(empty, text, width, height)).raw().toBuffer();
  return { data, width, height };
}

/** An RGB picture (raw, 3 channels) with the watermark laid over it, as raw RGB again. */
export async function watermark(picture: Raw, text: string): Promise<Buffer> {
  const { width, height } = picture;
  const base = sharp(picture.data, { raw: { width, height, channels: 3 } });
  const { data, info } = await (
    await layOver(base, text, width, height)
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`watermark: ${info.channels} channels, 3 expected`);
  return data;
}
