// The photos of the local media folder (DATA_DIR/media, docs/decisions/088) in a backup: a
// plain tar beside the database's file, `<name>.media.tar` (photos do not compress). Restored
// into a staging folder first and swapped in; the folder it replaces is kept, never deleted.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { isPartialFile } from "../../app/features/media/storage/local-storage.server.ts";
import { assertObjectKey } from "../../app/features/media/storage/object-storage.ts";
import { extensions, Refusal } from "./backup-file.ts";

export type MediaCounts = { files: number; bytes: number };

/** backups/nordic-<time>.pglite.tar.gz → backups/nordic-<time>.media.tar; any other name + .media.tar */
export function mediaArchiveFor(databaseFile: string): string {
  const known = Object.values(extensions).find((extension) => databaseFile.endsWith(extension));
  return (known ? databaseFile.slice(0, -known.length) : databaseFile) + ".media.tar";
}

export const isMediaArchive = (file: string) => file.endsWith(".media.tar");

export function describeMedia({ files, bytes }: MediaCounts): string {
  return `${files} media file(s) (${(bytes / 1_000_000).toFixed(1)} MB)`;
}

/** An object's file, or the content type kept beside it (`.<name>.content-type`). */
function isStoredFile(relative: string): boolean {
  const parts = relative.split("/");
  const name = parts.pop()!;
  const object = /^\.(.+)\.content-type$/.exec(name)?.[1] ?? name;
  try {
    assertObjectKey([...parts, object].join("/"));
    return true;
  } catch {
    return false;
  }
}

const isObject = (relative: string) => !path.posix.basename(relative).startsWith(".");

/** Every file the folder holds, but those still being written (renamed into place when whole). */
function storedFiles(mediaDir: string): string[] {
  if (!fs.existsSync(mediaDir)) return [];
  return fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isPartialFile(entry.name))
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"))
    .sort();
}

// An archive of nothing is the tar end marker alone: two zero blocks. node-tar refuses to write
// or (strictly) read one, so the empty case is written and recognised here.
const emptyArchive = Buffer.alloc(1024);
const isEmptyArchive = (archive: string) =>
  fs.statSync(archive).size === emptyArchive.length &&
  fs.readFileSync(archive).equals(emptyArchive);

async function countArchive(archive: string): Promise<MediaCounts> {
  const counts = { files: 0, bytes: 0 };
  if (isEmptyArchive(archive)) return counts;
  await tar.list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type === "File" && isObject(entry.path)) {
        counts.files++;
        counts.bytes += entry.size;
      }
    },
  });
  return counts;
}

/** Writes the archive (mode 0600, through a temporary name) and checks it by reading it back. */
export async function backupMedia(mediaDir: string, archive: string): Promise<MediaCounts> {
  const files = storedFiles(mediaDir);
  const found = { files: 0, bytes: 0 };
  for (const file of files.filter(isObject)) {
    found.files++;
    found.bytes += fs.statSync(path.join(mediaDir, file)).size;
  }
  const temp = `${archive}.${process.pid}.partial`;
  try {
    const target = fs.createWriteStream(temp, { flags: "wx", mode: 0o600 });
    // An empty folder still gives an archive, so that a restore can say "no photos".
    if (files.length === 0) await pipeline([emptyArchive], target);
    else await pipeline(tar.create({ cwd: mediaDir, portable: true }, files), target);
    const read = await countArchive(temp);
    if (read.files !== found.files || read.bytes !== found.bytes)
      throw new Error(
        `The photos archive reads back differently: ${JSON.stringify({ found, read })}`,
      );
    fs.renameSync(temp, archive);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return found;
}

/**
 * Unpacks the archive into `staging` (emptied first). Only plain files and folders whose names
 * the storage could have made are accepted: anything else is refused and nothing is left.
 */
export async function extractMedia(archive: string, staging: string): Promise<MediaCounts> {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  const counts = { files: 0, bytes: 0 };
  const refused: string[] = [];
  if (isEmptyArchive(archive)) return counts;
  try {
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      // Owned by whoever restores (the service's user), not by whoever the archive names.
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : undefined;
        const relative = entryPath.replace(/\/$/, "");
        const accepted =
          (type === "Directory" && isStoredFile(relative)) ||
          (type === "File" && isStoredFile(relative));
        if (!accepted) refused.push(`${entryPath} (${String(type)})`);
        else if (type === "File" && isObject(relative)) {
          counts.files++;
          counts.bytes += "size" in entry ? entry.size : 0;
        }
        return accepted;
      },
    });
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Refusal(`${archive} could not be read as a photos archive: ${String(error)}`);
  }
  if (refused.length > 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    const more = refused.length > 1 ? ` and ${refused.length - 1} more` : "";
    throw new Refusal(
      `${archive} holds what the site never stores (${refused[0]}${more}): ` +
        "it was not made by npm run backup.",
    );
  }
  return counts;
}

/** Puts the unpacked folder in place; the one it replaces is kept as media.before-restore-<time>. */
export function swapInMedia(staging: string, mediaDir: string): string | undefined {
  let keptAs: string | undefined;
  if (fs.existsSync(mediaDir) && fs.readdirSync(mediaDir).length === 0) fs.rmdirSync(mediaDir);
  if (fs.existsSync(mediaDir)) {
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replaceAll(":", "-");
    keptAs = `${mediaDir}.before-restore-${stamp}`;
    fs.renameSync(mediaDir, keptAs);
  }
  fs.renameSync(staging, mediaDir);
  return keptAs;
}

/** True when the folder holds any photo: restoring over it then needs --replace. */
export function holdsMedia(mediaDir: string): boolean {
  return storedFiles(mediaDir).length > 0;
}
