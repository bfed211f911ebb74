import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { logger } from "../lib/logger.server.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { drizzleReadyClient } from "./pglite-client.server.ts";
import * as schema from "./schema.ts";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

type Handle = { db: Database; close: () => Promise<void>; kind: "pglite" | "postgres" };

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Opens the database: a real PostgreSQL server when a URL is given, otherwise the embedded
 * PGlite under DATA_DIR (docs/decisions/009). Applies the committed migrations; idempotent.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Handle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (a restart of PostgreSQL, a failover, an
    // administrator) is reported here; without a listener the whole process would crash. The pool
    // drops that connection and opens a new one for the next query.
    pool.on("error", (error) => logger.warn("database connection lost", { error: error.message }));
    try {
      await migrateOnePostgresAtATime(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = path.resolve(options.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(path.resolve(options.dataDir));
  try {
    const client = await PGlite.create({ dataDir: dir });
    const db = drizzlePglite(drizzleReadyClient(client), { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, kind: "pglite", close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Any number that no other user of pg_advisory_lock on the same database picks. */
const migrationLockKey = 7_031_070;

/**
 * Applies the migrations while holding a session-level advisory lock. Several instances started
 * at once on one PostgreSQL (docs/decisions/070) would otherwise all find a migration missing and
 * all run it: every start but the first would fail on "already exists". The others wait for
 * the lock, then find nothing left to apply.
 */
async function migrateOnePostgresAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

// One database per process. The server entry and the app bundle are separate module copies,
// so the handle lives on globalThis: both see the same connection, and PGlite's directory is
// never opened twice.
const key = Symbol.for("nordic-media.database");
type Global = typeof globalThis & { [key]?: Promise<Handle> };

export function database(options?: { databaseUrl?: string; dataDir: string }): Promise<Handle> {
  const global = globalThis as Global;
  if (!global[key]) {
    if (!options) throw new Error("The database has not been opened yet");
    global[key] = openDatabase(options);
  }
  return global[key];
}

export async function closeDatabase(): Promise<void> {
  const global = globalThis as Global;
  const handle = global[key];
  global[key] = undefined;
  if (handle) await (await handle).close();
}
