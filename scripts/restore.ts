// `npm run restore -- <file> [--replace]`: puts a backup of `npm run backup` back, into the
// embedded database under DATA_DIR or the PostgreSQL database of DATABASE_URL
// (docs/decisions/061), and the photos archive beside it into DATA_DIR/media (docs/decisions/088).
// Refuses while the database is in use, and over an existing database or photos unless --replace
// is given. The server applies newer migrations when it starts.
import fs from "node:fs";
import path from "node:path";
import { readConfig, type Config } from "../app/config.server.ts";
import { localMediaDir } from "../app/features/media/storage/local-storage.server.ts";
import { describeCounts, kindOf, Refusal } from "./backup/backup-file.ts";
import {
  describeMedia,
  extractMedia,
  holdsMedia,
  isMediaArchive,
  mediaArchiveFor,
  swapInMedia,
  type MediaCounts,
} from "./backup/media.ts";
import { restorePglite } from "./backup/pglite.ts";
import { restorePostgres } from "./backup/postgres.ts";

const usage = "Usage: npm run restore -- <file> [--replace]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const files = args.filter((arg) => arg !== "--replace");
if (files.length !== 1 || files[0]!.startsWith("-")) fail(usage, 2);
const file = path.resolve(files[0]!);

let settings: Config;
try {
  settings = readConfig();
} catch (error) {
  fail((error as Error).message);
}

const mediaDir = localMediaDir(settings.DATA_DIR);
const mediaArchive = mediaArchiveFor(file);

type PhotosPlan = { staging: string; counts: MediaCounts } | { note: string };

/**
 * The photos archive beside the backup, unpacked into a staging folder before the database is
 * touched, so that a bad archive changes nothing; or a note saying why no photos are restored.
 */
async function unpackMedia(): Promise<PhotosPlan> {
  const present = fs.existsSync(mediaArchive);
  if (settings.S3_BUCKET)
    return {
      note:
        `The photos are in the bucket s3://${settings.S3_BUCKET}/${(settings.S3_PREFIX ?? "").replace(/([^/])$/, "$1/")}, ` +
        "not in this backup: restore them from the bucket's versions or your copy of it" +
        (present ? `; ${mediaArchive} is left alone.\n` : ".\n"),
    };
  if (!present)
    return {
      note:
        `There is no photos archive ${mediaArchive} beside the backup: ` +
        `the photos in ${mediaDir} are left as they are.\n`,
    };
  if (holdsMedia(mediaDir) && !replace)
    throw new Refusal(
      `${mediaDir} already holds photos. Add --replace to restore over them ` +
        "(the current ones are kept beside them, not deleted).",
    );
  const staging = `${mediaDir}.restoring`;
  return { staging, counts: await extractMedia(mediaArchive, staging) };
}

try {
  if (!fs.existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const kind = kindOf(file);
  if (!kind && isMediaArchive(file))
    throw new Refusal(`${file} holds photos only: name the database backup beside it.`);
  if (!kind) throw new Refusal(`${file} is not a backup made by npm run backup.`);
  if (kind === "postgres" && !settings.DATABASE_URL)
    throw new Refusal(
      `${file} is a PostgreSQL backup, but DATABASE_URL is not set: set it to the database to restore into.`,
    );
  if (kind === "pglite" && settings.DATABASE_URL)
    throw new Refusal(
      `${file} is a backup of the embedded database, but DATABASE_URL names a PostgreSQL server. ` +
        "Unset DATABASE_URL to restore it into DATA_DIR.",
    );
  const photos = await unpackMedia();
  try {
    if (settings.DATABASE_URL) {
      const counts = await restorePostgres(settings.DATABASE_URL, file, { replace });
      process.stdout.write(`Restored ${describeCounts(counts)} into the PostgreSQL database.\n`);
    } else {
      const { counts, keptAs } = await restorePglite(settings.DATA_DIR, file, { replace });
      const target = path.resolve(settings.DATA_DIR, "pglite");
      process.stdout.write(
        `Restored ${describeCounts(counts)} into ${target}.\n` +
          (keptAs ? `The database it replaced is kept in ${keptAs}.\n` : ""),
      );
    }
  } catch (error) {
    if ("staging" in photos) fs.rmSync(photos.staging, { recursive: true, force: true });
    throw error;
  }
  if ("note" in photos) process.stdout.write(photos.note);
  else {
    const keptAs = swapInMedia(photos.staging, mediaDir);
    process.stdout.write(
      `Restored ${describeMedia(photos.counts)} into ${mediaDir}.\n` +
        (keptAs ? `The photos it replaced are kept in ${keptAs}.\n` : ""),
    );
  }
} catch (error) {
  if (error instanceof Refusal) fail(`Nothing restored. ${error.message}`);
  throw error;
}
