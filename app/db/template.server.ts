import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "./client.server.ts";

// Creating a PGlite data directory runs initdb (about 5 s here); copying a migrated one takes
// milliseconds. Tests and their servers start from a copy of this template.

function migrationsHash(): string {
  const folder = path.resolve("drizzle");
  const hash = crypto.createHash("sha256");
  for (const file of fs.readdirSync(folder).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 12);
}

export function templateDataDir(): string {
  return path.join(os.tmpdir(), `nordic-pglite-template-${migrationsHash()}`);
}

/** Builds the migrated template once (idempotent; safe to call from a global setup). */
export async function ensureTemplate(): Promise<string> {
  const dir = templateDataDir();
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  fs.writeFileSync(path.join(building, "ready"), "");
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another process won the race
  }
  return dir;
}

/** A new DATA_DIR holding a copy of the migrated database. */
export function copyTemplate(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-data-"));
  fs.cpSync(path.join(templateDataDir(), "pglite"), path.join(target, "pglite"), {
    recursive: true,
  });
  return target;
}
