import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { bookings, user } from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { createTestUser, newPostgresDatabase } from "~/db/test-database";
import { localStorage } from "~/features/media/storage/local-storage.server";

// `npm run backup` and `npm run restore` (docs/decisions/061, 088), run as the commands they are:
// a backup restored into a fresh database holds every account and booking of the original and
// every photo of the local media folder, and both refuse, changing nothing, when going on would
// be unsafe.
const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function command(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.ts`, ...args], {
      // Never the checkout's ./data, nor a bucket from the developer's environment.
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: path.join(scratch, "data-dir-not-given"),
        S3_BUCKET: "",
        ...env,
      },
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

/** Two stored objects as the galleries would keep them, and a file still being written. */
async function seedPhotos(dataDir: string) {
  const storage = localStorage(path.join(dataDir, "media"));
  const photos = {
    "originals/g1/photo-1.jpg": { data: randomBytes(300_000), contentType: "image/jpeg" },
    "variants/g1/photo-1-400.webp": { data: randomBytes(20_000), contentType: "image/webp" },
  };
  for (const [key, { data, contentType }] of Object.entries(photos))
    await storage.put(key, data, { contentType });
  fs.writeFileSync(path.join(dataDir, "media", "originals", "g1", ".0a1b2c.partial"), "half");
  return photos;
}

/** Every photo of `photos`, byte for byte and with its content type, in the data dir's media. */
async function expectPhotos(dataDir: string, photos: Awaited<ReturnType<typeof seedPhotos>>) {
  const storage = localStorage(path.join(dataDir, "media"));
  for (const [key, { data, contentType }] of Object.entries(photos)) {
    const read = await storage.get(key);
    expect(read, key).toMatchObject({ size: data.length, contentType });
    expect(Buffer.concat(await read!.body.toArray()).equals(data), key).toBe(true);
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
      const photos = await seedPhotos(source);

      // While another process (here: this one) has the database open, nothing is written.
      const file = path.join(scratch, "site.pglite.tar.gz");
      const archive = path.join(scratch, "site.media.tar");
      const busy = await command("backup", [file], { DATA_DIR: source });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^Nothing backed up\. The embedded database .* is in use/);
      expect(busy.stderr).toContain(`pid ${process.pid}`);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(archive)).toBe(false);
      await handle.close();

      const backup = await command("backup", [file], { DATA_DIR: source });
      expect(backup).toMatchObject({
        code: 0,
        stdout:
          `Backed up 3 account(s) and 4 booking(s) to ${file}\n` +
          `Backed up 2 media file(s) (0.3 MB) to ${archive}\n`,
      });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      // An existing backup is never overwritten.
      const again = await command("backup", [file], { DATA_DIR: source });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/exists already/);

      // The photos are lost; the backup brings them back, and not the file half written.
      fs.rmSync(path.join(source, "media"), { recursive: true });
      const fresh = path.join(scratch, "fresh-data");
      const restore = await command("restore", [file], { DATA_DIR: fresh });
      expect(restore).toMatchObject({
        code: 0,
        stdout:
          `Restored 3 account(s) and 4 booking(s) into ${path.join(fresh, "pglite")}.\n` +
          `Restored 2 media file(s) (0.3 MB) into ${path.join(fresh, "media")}.\n`,
      });
      expect(await readAll({ dataDir: fresh })).toEqual(original);
      await expectPhotos(fresh, photos);
      expect(fs.readdirSync(path.join(fresh, "media", "originals", "g1"))).toEqual([
        ".photo-1.jpg.content-type",
        "photo-1.jpg",
      ]);

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

      expect(fs.readdirSync(fresh).filter((name) => name.startsWith("media"))).toEqual(["media"]);

      // Over photos that changed since: the backup's come back, the others are kept aside.
      const freshPhotos = localStorage(path.join(fresh, "media"));
      await freshPhotos.delete("originals/g1/photo-1.jpg");
      await freshPhotos.put("originals/g9/later.jpg", Buffer.from("taken after the backup"));
      const replaced = await command("restore", [file, "--replace"], { DATA_DIR: fresh });
      expect(replaced.code).toBe(0);
      expect(replaced.stdout).toMatch(/kept in .*pglite\.before-restore-/);
      expect(replaced.stdout).toMatch(
        /The photos it replaced are kept in .*media\.before-restore-/,
      );
      expect(await readAll({ dataDir: fresh })).toEqual(original);
      await expectPhotos(fresh, photos);
      expect(await freshPhotos.exists("originals/g9/later.jpg")).toBe(false);
      const [keptMedia] = fs.readdirSync(fresh).filter((name) => name.startsWith("media.before"));
      expect(
        await localStorage(path.join(fresh, keptMedia!)).exists("originals/g9/later.jpg"),
      ).toBe(true);

      // Photos are never restored over photos without --replace, even with no database there.
      const photosOnly = path.join(scratch, "photos-only");
      await localStorage(path.join(photosOnly, "media")).put("originals/x.jpg", Buffer.from("x"));
      const overPhotos = await command("restore", [file], { DATA_DIR: photosOnly });
      expect(overPhotos.code).toBe(1);
      expect(overPhotos.stderr).toMatch(
        /^Nothing restored\. .*media already holds photos\. Add --replace/,
      );
      expect(fs.readdirSync(photosOnly)).toEqual(["media"]);

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
      expect((await command("restore", [archive], { DATA_DIR: fresh })).stderr).toMatch(
        /holds photos only: name the database backup beside it/,
      );
    },
  );

  it(
    "refuses a photos archive with anything the site never stores, and says where photos are",
    { timeout: 120_000 },
    async () => {
      const source = copyTemplate();
      const file = path.join(scratch, "second.pglite.tar.gz");
      expect((await command("backup", [file], { DATA_DIR: source })).stdout).toMatch(
        /Backed up 0 media file\(s\) \(0\.0 MB\) to .*second\.media\.tar\n$/,
      );

      // The same database beside archives holding a link out of the folder, a name the storage
      // never makes, or a path climbing out of it.
      const hostile = path.join(scratch, "hostile-files");
      fs.mkdirSync(path.join(hostile, "originals"), { recursive: true });
      fs.symlinkSync("/etc/passwd", path.join(hostile, "originals", "link.jpg"));
      fs.writeFileSync(path.join(hostile, "originals", "Upper.JPG"), "x");
      const cases = { link: ["originals/link.jpg"], upper: ["originals/Upper.JPG"] };
      for (const [name, entries] of Object.entries(cases)) {
        const copy = path.join(scratch, `${name}.pglite.tar.gz`);
        fs.copyFileSync(file, copy);
        await tar.create({ cwd: hostile, file: mediaArchiveOf(copy), portable: true }, entries);
        const target = path.join(scratch, `restored-${name}`);
        const refused = await command("restore", [copy], { DATA_DIR: target });
        expect(refused.code, name).toBe(1);
        expect(refused.stderr, name).toMatch(/^Nothing restored\. .* the site never stores/);
        expect(fs.existsSync(target) ? fs.readdirSync(target) : [], name).toEqual([]);
      }
      const climbing = path.join(scratch, "climbing.pglite.tar.gz");
      fs.copyFileSync(file, climbing);
      fs.writeFileSync(mediaArchiveOf(climbing), tarWithEntry("../outside.jpg"));
      const escaped = await command("restore", [climbing], {
        DATA_DIR: path.join(scratch, "restored-climbing"),
      });
      expect(escaped.stderr).toMatch(/^Nothing restored\./);
      expect(fs.existsSync(path.join(scratch, "outside.jpg"))).toBe(false);

      // A backup without its photos archive restores the database and says so.
      const alone = path.join(scratch, "alone.pglite.tar.gz");
      fs.copyFileSync(file, alone);
      const restored = await command("restore", [alone], {
        DATA_DIR: path.join(scratch, "restored-alone"),
      });
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/There is no photos archive .*alone\.media\.tar beside/);

      // With the photos in a bucket the backup is the database, and says plainly where they are.
      const bucketFile = path.join(scratch, "bucket.pglite.tar.gz");
      const withBucket = await command("backup", [bucketFile], {
        DATA_DIR: source,
        S3_BUCKET: "nordic-photos",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PREFIX: "site",
        S3_ENDPOINT: "https://s3.example.fi",
      });
      expect(withBucket.code).toBe(0);
      expect(withBucket.stdout).toContain(
        "The photos are not in this backup: they are stored in the bucket s3://nordic-photos/site/.",
      );
      expect(withBucket.stdout).toMatch(
        /versioning[\s\S]*aws s3 sync s3:\/\/nordic-photos\/site\/ \S+ --endpoint-url https:\/\/s3\.example\.fi\n/,
      );
      expect(fs.existsSync(path.join(scratch, "bucket.media.tar"))).toBe(false);
      // …and a restore with the bucket set leaves a photos archive alone, and says why.
      const intoBucketSite = path.join(scratch, "restored-bucket-site");
      const bucketRestore = await command("restore", [file], {
        DATA_DIR: intoBucketSite,
        S3_BUCKET: "nordic-photos",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      });
      expect(bucketRestore.code).toBe(0);
      expect(bucketRestore.stdout).toMatch(
        /The photos are in the bucket s3:\/\/nordic-photos\/, not in this backup.*second\.media\.tar is left alone/,
      );
      expect(fs.readdirSync(intoBucketSite)).toEqual(["pglite"]);
    },
  );
});

const mediaArchiveOf = (file: string) => file.replace(/\.pglite\.tar\.gz$/, ".media.tar");

/** A one-file tar whose entry name is written as given, as a hand-made archive could be. */
function tarWithEntry(name: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "utf8");
  header.write("0000600\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write("00000000001\0", 124);
  header.write("00000000000\0", 136);
  header.write("0", 156);
  header.write("ustar\0" + "00", 257);
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, "0") + "\0 ", 148);
  const body = Buffer.alloc(512);
  body.write("x");
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

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
        // One instance on PostgreSQL keeps its photos in its DATA_DIR unless S3_BUCKET is set.
        const sourceDir = path.join(scratch, "pg-source");
        const targetDir = path.join(scratch, "pg-target");
        const photos = await seedPhotos(sourceDir);
        // pg_dump reads a snapshot: a backup while a server is connected is fine.
        const file = path.join(scratch, "site.pgdump");
        const archive = path.join(scratch, "site.media.tar");
        const backup = await command("backup", [file], {
          DATABASE_URL: source.url,
          DATA_DIR: sourceDir,
        });
        await handle.close();
        expect(backup).toMatchObject({
          code: 0,
          stdout:
            `Backed up 3 account(s) and 4 booking(s) to ${file}\n` +
            `Backed up 2 media file(s) (0.3 MB) to ${archive}\n`,
        });
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);

        const restore = await command("restore", [file], {
          DATABASE_URL: target.url,
          DATA_DIR: targetDir,
        });
        expect(restore).toMatchObject({
          code: 0,
          stdout:
            "Restored 3 account(s) and 4 booking(s) into the PostgreSQL database.\n" +
            `Restored 2 media file(s) (0.3 MB) into ${path.join(targetDir, "media")}.\n`,
        });
        expect(await readAll({ databaseUrl: target.url, dataDir: scratch })).toEqual(original);
        await expectPhotos(targetDir, photos);

        // Not over existing tables without --replace, never while a server is connected.
        const elsewhere = path.join(scratch, "pg-elsewhere");
        const over = await command("restore", [file], {
          DATABASE_URL: target.url,
          DATA_DIR: elsewhere,
        });
        expect(over.code).toBe(1);
        expect(over.stderr).toMatch(/^Nothing restored\. The database already holds tables/);
        const connected = await openDatabase({ databaseUrl: target.url, dataDir: scratch });
        const inUse = await command("restore", [file, "--replace"], {
          DATABASE_URL: target.url,
          DATA_DIR: elsewhere,
        });
        await connected.close();
        expect(inUse.code).toBe(1);
        expect(inUse.stderr).toMatch(/^Nothing restored\. \d+ other connection\(s\)/);
        expect(fs.existsSync(path.join(elsewhere, "media"))).toBe(false);

        await localStorage(path.join(targetDir, "media")).delete("originals/g1/photo-1.jpg");
        const replaced = await command("restore", [file, "--replace"], {
          DATABASE_URL: target.url,
          DATA_DIR: targetDir,
        });
        expect(replaced.code, replaced.stderr).toBe(0);
        expect(await readAll({ databaseUrl: target.url, dataDir: scratch })).toEqual(original);
        await expectPhotos(targetDir, photos);

        const wrongKind = await command("restore", [file], { DATA_DIR: scratch });
        expect(wrongKind.stderr).toMatch(/is a PostgreSQL backup, but DATABASE_URL is not set/);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});
