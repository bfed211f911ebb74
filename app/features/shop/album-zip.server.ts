import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import yazl from "yazl";

// The hockey album as a zip, streamed (docs/decisions/043): entries are read from disk while the
// buyer downloads, so memory use does not grow with the album. Photos are stored, not deflated:
// JPEG and WebP do not shrink, and storing costs no CPU.

/** The album's folder of real photos; docs/media.md says how to fill it. */
export const albumSlug = "muik2-virkia2-hockey";
const photoPattern = /\.(jpe?g|png|webp|avif|tiff?)$/i;

function albumDir(): string {
  return path.resolve(process.env.ALBUMS_DIR ?? "media/albums", albumSlug);
}

/**
 * The files of the album: the real photos once uploaded; until then the placeholder images the
 * build generates for the album (public/media/generated/hockey-album-*).
 */
export function albumFiles(): { file: string; name: string }[] {
  const dir = albumDir();
  const photos = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => photoPattern.test(name))
        .sort()
    : [];
  if (photos.length > 0) return photos.map((name) => ({ file: path.join(dir, name), name }));
  const generated = path.resolve("public/media/generated");
  return fs
    .readdirSync(generated)
    .filter((name) => name.startsWith("hockey-album-") && photoPattern.test(name))
    .sort()
    .map((name) => ({ file: path.join(generated, name), name: `placeholder-${name}` }));
}

/** The zip as a web stream of bytes. */
export function albumZipStream(): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const folder = `${albumSlug}/`;
  for (const { file, name } of albumFiles()) zip.addFile(file, folder + name, { compress: false });
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}

export const albumZipName = `${albumSlug}-2025-10-18.zip`;
