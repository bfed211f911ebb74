// Writes the site's icons from its logo, public/favicon.svg (`npm run icons`; the outputs are
// committed, so neither the build nor a fresh clone needs to run it):
//   public/favicon.ico            16, 32 and 48 px (PNG images in an ICO file), for /favicon.ico
//   public/apple-touch-icon.png   180 px, opaque: iOS puts its own corners on it
//   public/icon-192.png, icon-512.png   the web manifest's icons (app/routes/seo/manifest.webmanifest.ts)
// Run it again after replacing the logo.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { themeColor } from "../app/seo/theme.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const logo = fs.readFileSync(path.join(publicDir, "favicon.svg"));

/** The logo as a PNG of `size` px; `opaque` fills the logo's rounded corners with the theme colour. */
function png(size: number, { opaque = false } = {}): Promise<Buffer> {
  let image = sharp(logo, { density: (72 * size) / 32 }).resize(size, size);
  if (opaque) image = image.flatten({ background: themeColor });
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const icoSizes = [16, 32, 48];
const outputs: [string, Buffer][] = [
  [
    "favicon.ico",
    ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))),
  ],
  ["apple-touch-icon.png", await png(180, { opaque: true })],
  ["icon-192.png", await png(192)],
  ["icon-512.png", await png(512)],
];
for (const [name, data] of outputs) {
  fs.writeFileSync(path.join(publicDir, name), data);
  console.info(`icons: public/${name} (${data.length} bytes)`);
}
