// `npm run backup [-- <file>]`: a backup of the site's database, the embedded one under
// DATA_DIR or the PostgreSQL server of DATABASE_URL (docs/decisions/061). Without a file name it
// writes backups/nordic-<time>.pglite.tar.gz or .pgdump. Restore with `npm run restore`.
import path from "node:path";
import { readConfig } from "../app/config.server.ts";
import { defaultBackupFile, describeCounts, prepareTarget, Refusal } from "./backup/backup-file.ts";
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
try {
  prepareTarget(file);
  const counts = settings.DATABASE_URL
    ? await backupPostgres(settings.DATABASE_URL, file)
    : await backupPglite(settings.DATA_DIR, file);
  process.stdout.write(`Backed up ${describeCounts(counts)} to ${file}\n`);
} catch (error) {
  if (error instanceof Refusal) fail(`Nothing backed up. ${error.message}`);
  throw error;
}
