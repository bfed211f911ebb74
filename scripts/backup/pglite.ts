// The embedded database's backup: PGlite's own dump of its data directory, a gzipped tar
// (docs/decisions/061). PGlite is one process at a time, so both directions take the data
// directory's lock and refuse while the server (or anyone else) holds it.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DatabaseInUseError, lockDataDir } from "../../app/db/data-dir-lock.server.ts";
import { countsQuery, Refusal, writePrivately, type Counts } from "./backup-file.ts";

function lock(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new Refusal(error.message);
    throw error;
  }
}

async function counts(client: PGlite): Promise<Counts> {
  return (await client.query<Counts>(countsQuery)).rows[0]!;
}

const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, "PG_VERSION"));

export async function backupPglite(dataDir: string, file: string): Promise<Counts> {
  const dir = path.resolve(dataDir, "pglite");
  if (!holdsDatabase(dir)) throw new Refusal(`There is no embedded database in ${dir}.`);
  const unlock = lock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir });
    let dump: Blob;
    let found: Counts;
    try {
      found = await counts(client);
      dump = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // A backup counts once it has been read back: load it in memory and count again.
    const check = await PGlite.create({ loadDataDir: new Blob([bytes]) });
    try {
      const read = await counts(check);
      if (read.accounts !== found.accounts || read.bookings !== found.bookings)
        throw new Error(`The dump reads back differently: ${JSON.stringify({ found, read })}`);
    } finally {
      await check.close();
    }
    writePrivately(file, bytes);
    return found;
  } finally {
    unlock();
  }
}

/**
 * Loads the dump into a new directory beside DATA_DIR/pglite and swaps it in only once it
 * opened and answered; the database it replaces is kept as pglite.before-restore-<time>.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  options: { replace: boolean },
): Promise<{ counts: Counts; keptAs?: string }> {
  const target = path.resolve(dataDir, "pglite");
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lock(dataDir);
  try {
    if (holdsDatabase(target) && !options.replace)
      throw new Refusal(
        `${target} already holds a database. Add --replace to restore over it ` +
          "(the current one is kept beside it, not deleted).",
      );
    const staging = `${target}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    let restored: Counts;
    try {
      const client = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([fs.readFileSync(file)]),
      });
      try {
        restored = await counts(client);
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Refusal(`${file} could not be loaded as an embedded database: ${String(error)}`);
    }
    let keptAs: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length === 0) fs.rmdirSync(target);
    if (fs.existsSync(target)) {
      const stamp = new Date()
        .toISOString()
        .replace(/\.\d+Z$/, "Z")
        .replaceAll(":", "-");
      keptAs = `${target}.before-restore-${stamp}`;
      fs.renameSync(target, keptAs);
    }
    fs.renameSync(staging, target);
    return { counts: restored, keptAs };
  } finally {
    unlock();
  }
}
