// Writes the placeholder media SOURCES that stand in until the business's own photos and films
// arrive (npm run media:placeholders):
//   media/source/images/<name>.svg   one per entry of `images` in app/content/media.ts
//   media/source/videos/<file>.mp4   one per entry of `videos` (needs ffmpeg)
//   public/og-image.jpg              the social-sharing image
// Everything is deterministic: each picture is drawn from a PRNG seeded with its name, so a re-run
// gives the same files. A real photo or film dropped in under the same name is never overwritten:
// only files this script made (they carry a placeholder marker) are replaced. Unchanged files are
// not rewritten (so the incremental media build stays fast), and a video is re-encoded only when
// its drawing changed (a hash of its frames is kept in the file's comment tag).
// Flags: --no-videos (images only), --force (re-encode the videos anyway),
//        --only=<name,...> (just those images/videos, e.g. --only=hero,hero-loop.mp4; for tuning).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { images, type ImageAsset } from "../../app/content/media.ts";
import { MARK, ours } from "./marker.ts";
import { drawPlaceholder } from "./themes/index.ts";
import { writeVideos } from "./video.ts";

const root = path.resolve(import.meta.dirname, "../..");
const imageDir = path.join(root, "media/source/images");
const videoDir = path.join(root, "media/source/videos");
const ogImage = path.join(root, "public/og-image.jpg");

function writeImages(wanted: (name: string) => boolean): number {
  fs.mkdirSync(imageDir, { recursive: true });
  let bytes = 0;
  let kept = 0;
  for (const asset of Object.values(images) as ImageAsset[]) {
    if (!wanted(asset.name)) continue;
    const file = path.join(imageDir, `${asset.name}.svg`);
    if (!ours(file)) {
      kept += 1;
      continue;
    }
    const svg = drawPlaceholder(asset);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== svg) fs.writeFileSync(file, svg);
    bytes += svg.length;
  }
  if (kept) console.info(`media: kept ${kept} SVG file(s) that are not placeholders`);
  return bytes;
}

async function writeOgImage(): Promise<void> {
  if (!ours(ogImage)) {
    console.info("media: public/og-image.jpg is not a placeholder; left as it is");
    return;
  }
  const hero = (Object.values(images) as ImageAsset[]).find((a) => a.name === "hero")!;
  const background = await sharp(Buffer.from(drawPlaceholder(hero, undefined, 1200, 630)))
    .png()
    .toBuffer();
  const font =
    "Inter, 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
      `<defs><linearGradient id="g" x2="0" y2="1"><stop offset=".35" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></linearGradient></defs>` +
      `<rect width="1200" height="630" fill="url(#g)"/>` +
      `<rect x="80" y="452" width="56" height="4" fill="#7ef0b8"/>` +
      `<text x="80" y="540" fill="#fff" font-family="${font}" font-size="72" font-weight="700" letter-spacing="-1">Nordic Media Studio</text>` +
      `</svg>`,
  );
  const jpeg = await sharp(background)
    .composite([{ input: overlay }])
    .jpeg({ quality: 80, mozjpeg: true })
    .withExif({ IFD0: { ImageDescription: MARK } })
    .toBuffer();
  if (!fs.existsSync(ogImage) || !fs.readFileSync(ogImage).equals(jpeg))
    fs.writeFileSync(ogImage, jpeg);
}

const { values } = parseArgs({
  options: {
    "no-videos": { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const only = values.only?.split(",");
const wanted = (name: string) => !only || only.includes(name);

const started = Date.now();
const svgBytes = writeImages(wanted);
if (!only) await writeOgImage();
console.info(`media: placeholder images written (${Math.round(svgBytes / 1024)} KB of SVG)`);
if (!values["no-videos"]) await writeVideos({ videoDir, force: values.force, wanted });
console.info(`media: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
