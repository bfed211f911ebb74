// `npm run backup [-- <file>]`: a backup of the site's database, the embedded one under
// DATA_DIR or the PostgreSQL server of DATABASE_URL (docs/decisions/061). Without a file name it
// writes backups/nordic-<time>.pglite.tar.gz or .pgdump. The photos of the local media folder go
// beside it as <name>.media.tar; photos in an S3 bucket are backed up with the bucket
// (docs/decisions/088). Restore with `npm run restore`.
import fs from "node:fs";
import path from "node:path";
import { readConfig } from "../app/config.server.ts";
import { localMediaDir } from "../app/features/media/storage/local-storage.server.ts";
import { defaultBackupFile, describeCounts, prepareTarget, Refusal } from "./backup/backup-file.ts";
import { backupMedia, describeMedia, mediaArchiveFor } from "./backup/media.ts";
import { backupPglite } from "./backup/pglite.ts";
import { backupPostgres } from "./backup/postgres.ts";

const usage = "Usage: npm run backup [-- <file>]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-")) fail(usage, 2);

let settings;
try {
  settings = readConfig();
} catch (error) {
  fail((error as Error).message);
}

const kind = settings.DATABASE_URL ? "postgres" : "pglite";
const file = args[0] ? path.resolve(args[0]) : defaultBackupFile(kind);
const mediaArchive = settings.S3_BUCKET ? undefined : mediaArchiveFor(file);
try {
  prepareTarget(file);
  if (mediaArchive) prepareTarget(mediaArchive);
  const counts = settings.DATABASE_URL
    ? await backupPostgres(settings.DATABASE_URL, file)
    : await backupPglite(settings.DATA_DIR, file);
  if (mediaArchive) {
    try {
      const media = await backupMedia(localMediaDir(settings.DATA_DIR), mediaArchive);
      process.stdout.write(`Backed up ${describeCounts(counts)} to ${file}\n`);
      process.stdout.write(`Backed up ${describeMedia(media)} to ${mediaArchive}\n`);
    } catch (error) {
      // A database without its photos is not the backup asked for.
      fs.rmSync(file, { force: true });
      throw error;
    }
  } else {
    process.stdout.write(`Backed up ${describeCounts(counts)} to ${file}\n`);
    process.stdout.write(bucketNote(settings.S3_BUCKET!, settings.S3_PREFIX, settings.S3_ENDPOINT));
  }
} catch (error) {
  if (error instanceof Refusal) fail(`Nothing backed up. ${error.message}`);
  throw error;
}

/** Said on every backup with S3_BUCKET: the photos are not in the file just written. */
function bucketNote(bucket: string, prefix = "", endpoint?: string): string {
  const where = `s3://${bucket}/${prefix.replace(/([^/])$/, "$1/")}`;
  return (
    `The photos are not in this backup: they are stored in the bucket ${where}.\n` +
    "Back them up where they are: turn on the bucket's versioning (or object lock) and " +
    "replication to a second bucket at your provider, or copy them regularly, e.g.\n" +
    `  aws s3 sync ${where} /backups/photos/${endpoint ? ` --endpoint-url ${endpoint}` : ""}\n` +
    '(docs/deploy.md, "Photos in a bucket").\n'
  );
}
