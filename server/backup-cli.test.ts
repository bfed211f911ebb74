import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { bookings, user } from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { createTestUser, newPostgresDatabase } from "~/db/test-database";

// `npm run backup` and `npm run restore` (docs/decisions/061), run as the commands they are: a
// backup restored into a fresh database holds every account and booking of the original, and
// both refuse, changing nothing, when going on would be unsafe.
const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function command(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Three customers with four bookings in different states, as the site would have made them. */
async function seed(db: Database) {
  const anna = await createTestUser(db, { name: "Anna Åström" });
  const bertil = await createTestUser(db, { name: "Bertil Björk", phone: "+358401234567" });
  await createTestUser(db, { name: "Cecilia Čech", emailVerified: false });
  await db.insert(bookings).values([
    { userId: anna.id, serviceType: "portrait", bookingDate: "2026-12-01", bookingTime: "10:00" },
    {
      userId: anna.id,
      serviceType: "wedding",
      bookingDate: "2026-12-02",
      bookingTime: "13:00",
      status: "confirmed",
      message: "Vi gifter oss på stranden – ta med regnskydd ☔",
    },
    {
      userId: bertil.id,
      serviceType: "portrait",
      bookingDate: "2026-12-01",
      bookingTime: "10:00",
      status: "cancelled",
    },
    { userId: bertil.id, serviceType: "sports", bookingDate: "2027-01-15", bookingTime: "09:00" },
  ]);
  return contents(db);
}

/** Everything the test compares: every account and every booking, in a fixed order. */
async function contents(db: Database) {
  return {
    users: await db.select().from(user).orderBy(asc(user.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
  };
}

async function readAll(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    return await contents(handle.db);
  } finally {
    await handle.close();
  }
}

describe.skipIf(onPostgres)("backup and restore of the embedded database", () => {
  it(
    "restores every account and booking into a fresh data directory, and refuses when unsafe",
    { timeout: 180_000 },
    async () => {
      const source = copyTemplate();
      const handle = await openDatabase({ dataDir: source });
      const original = await seed(handle.db);
      expect(original.users).toHaveLength(3);
      expect(original.bookings).toHaveLength(4);

      // While another process (here: this one) has the database open, nothing is written.
      const file = path.join(scratch, "site.pglite.tar.gz");
      const busy = await command("backup", [file], { DATA_DIR: source });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^Nothing backed up\. The embedded database .* is in use/);
      expect(busy.stderr).toContain(`pid ${process.pid}`);
      expect(fs.existsSync(file)).toBe(false);
      await handle.close();

      const backup = await command("backup", [file], { DATA_DIR: source });
      expect(backup).toMatchObject({
        code: 0,
        stdout: `Backed up 3 account(s) and 4 booking(s) to ${file}\n`,
      });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // An existing backup is never overwritten.
      const again = await command("backup", [file], { DATA_DIR: source });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/exists already/);

      const fresh = path.join(scratch, "fresh-data");
      const restore = await command("restore", [file], { DATA_DIR: fresh });
      expect(restore).toMatchObject({
        code: 0,
        stdout: `Restored 3 account(s) and 4 booking(s) into ${path.join(fresh, "pglite")}.\n`,
      });
      expect(await readAll({ dataDir: fresh })).toEqual(original);

      // Over an existing database only with --replace, and then the old one is kept.
      const over = await command("restore", [file], { DATA_DIR: source });
      expect(over.code).toBe(1);
      expect(over.stderr).toMatch(
        /^Nothing restored\. .* already holds a database\. Add --replace/,
      );
      const busyTarget = await openDatabase({ dataDir: fresh });
      const inUse = await command("restore", [file, "--replace"], { DATA_DIR: fresh });
      await busyTarget.close();
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toMatch(/^Nothing restored\. The embedded database .* is in use/);
      expect(fs.readdirSync(fresh).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);

      const replaced = await command("restore", [file, "--replace"], { DATA_DIR: fresh });
      expect(replaced.code).toBe(0);
      expect(replaced.stdout).toMatch(/kept in .*pglite\.before-restore-/);
      expect(await readAll({ dataDir: fresh })).toEqual(original);

      // A file that is no backup, or a backup of the other kind of database, is refused.
      const junk = path.join(scratch, "notes.txt");
      fs.writeFileSync(junk, "not a backup");
      expect((await command("restore", [junk], { DATA_DIR: fresh })).stderr).toMatch(
        /is not a backup made by npm run backup/,
      );
      const wrongKind = await command("restore", [file], {
        DATA_DIR: fresh,
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      });
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toMatch(/backup of the embedded database, but DATABASE_URL/);
    },
  );
});

describe.skipIf(!onPostgres)("backup and restore on PostgreSQL", () => {
  it(
    "restores every account and booking into a fresh database, and refuses when unsafe",
    { timeout: 180_000 },
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const source = await newPostgresDatabase(serverUrl);
      const target = await newPostgresDatabase(serverUrl);
      try {
        const handle = await openDatabase({ databaseUrl: source.url, dataDir: scratch });
        const original = await seed(handle.db);
        // pg_dump reads a snapshot: a backup while a server is connected is fine.
        const file = path.join(scratch, "site.pgdump");
        const backup = await command("backup", [file], { DATABASE_URL: source.url });
        await handle.close();
        expect(backup).toMatchObject({
          code: 0,
          stdout: `Backed up 3 account(s) and 4 booking(s) to ${file}\n`,
        });
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);

        const restore = await command("restore", [file], { DATABASE_URL: target.url });
        expect(restore).toMatchObject({
          code: 0,
          stdout: "Restored 3 account(s) and 4 booking(s) into the PostgreSQL database.\n",
        });
        expect(await readAll({ databaseUrl: target.url, dataDir: scratch })).toEqual(original);

        // Not over existing tables without --replace, never while a server is connected.
        const over = await command("restore", [file], { DATABASE_URL: target.url });
        expect(over.code).toBe(1);
        expect(over.stderr).toMatch(/^Nothing restored\. The database already holds tables/);
        const connected = await openDatabase({ databaseUrl: target.url, dataDir: scratch });
        const inUse = await command("restore", [file, "--replace"], { DATABASE_URL: target.url });
        await connected.close();
        expect(inUse.code).toBe(1);
        expect(inUse.stderr).toMatch(/^Nothing restored\. \d+ other connection\(s\)/);

        const replaced = await command("restore", [file, "--replace"], {
          DATABASE_URL: target.url,
        });
        expect(replaced.code, replaced.stderr).toBe(0);
        expect(await readAll({ databaseUrl: target.url, dataDir: scratch })).toEqual(original);

        const wrongKind = await command("restore", [file], { DATA_DIR: scratch });
        expect(wrongKind.stderr).toMatch(/is a PostgreSQL backup, but DATABASE_URL is not set/);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});
