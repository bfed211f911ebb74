// `npm run restore -- <file> [--replace]`: puts a backup of `npm run backup` back, into the
// embedded database under DATA_DIR or the PostgreSQL database of DATABASE_URL
// (docs/decisions/061). Refuses while the database is in use, and over an existing database
// unless --replace is given. The server applies newer migrations when it starts.
import fs from "node:fs";
import path from "node:path";
import { readConfig } from "../app/config.server.ts";
import { describeCounts, kindOf, Refusal } from "./backup/backup-file.ts";
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

let settings;
try {
  settings = readConfig();
} catch (error) {
  fail((error as Error).message);
}

try {
  if (!fs.existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const kind = kindOf(file);
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
  if (error instanceof Refusal) fail(`Nothing restored. ${error.message}`);
  throw error;
}
