import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { openDatabase, type Database } from "./client.server.ts";
import { profiles, user } from "./schema.ts";
import { copyTemplate } from "./template.server.ts";

/**
 * A fresh, migrated database for one test file: an embedded PGlite in a temporary folder, or —
 * when TEST_DATABASE_URL names a PostgreSQL server (CI's second run) — a new database on it.
 */
export async function freshDatabase(): Promise<{
  db: Database;
  kind: string;
  close: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: copyTemplate() });
    return { db: handle.db, kind: handle.kind, close: handle.close };
  }
  const created = await newPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir() });
  return {
    db: handle.db,
    kind: handle.kind,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** An empty database on a PostgreSQL server, and a way to drop it afterwards. */
export async function newPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A customer created directly in the database, as better-auth would have. */
export async function createTestUser(
  db: Database,
  overrides: { name?: string; phone?: string | null; emailVerified?: boolean } = {},
) {
  const id = crypto.randomUUID();
  const email = `${id}@example.test`;
  const name = overrides.name ?? "Testa Kund";
  const emailVerified = overrides.emailVerified ?? true;
  await db.insert(user).values({ id, email, name, emailVerified });
  await db
    .insert(profiles)
    .values({ id, fullName: name, phone: overrides.phone ?? null, language: "sv" });
  return { id, email, name, phone: overrides.phone ?? null, language: "sv", emailVerified };
}
