// The backup files of `npm run backup` / `npm run restore` (docs/decisions/061): what kind a file
// is, where a new one goes, and writing it so that nobody else can read it (it holds every
// customer's name, e-mail address and password hash).
import fs from "node:fs";
import path from "node:path";

export type BackupKind = "pglite" | "postgres";

/** A reason not to go on; the command prints it and changes nothing. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Refusal";
  }
}

export const extensions: Record<BackupKind, string> = {
  pglite: ".pglite.tar.gz",
  postgres: ".pgdump",
};

/** By content, not by name: PGlite's dump is a gzipped tar, pg_dump's custom format starts "PGDMP". */
export function kindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const handle = fs.openSync(file, "r");
  try {
    fs.readSync(handle, head, 0, 5, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.toString("latin1") === "PGDMP") return "postgres";
  return undefined;
}

/** backups/nordic-<kind>-2026-11-22T23-40-05Z<extension>: sorts by time, no colons. */
export function defaultBackupFile(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.resolve("backups", `nordic-${stamp}${extensions[kind]}`);
}

/** Never overwrites: an existing file is refused, a new one is readable by its owner only. */
export function prepareTarget(file: string): void {
  if (fs.existsSync(file)) throw new Refusal(`${file} exists already; name a new file.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
}

/** Writes through a temporary file, so that an interrupted backup never looks like a whole one. */
export function writePrivately(file: string, data: Uint8Array): void {
  const temp = `${file}.${process.pid}.partial`;
  fs.writeFileSync(temp, data, { mode: 0o600, flag: "wx" });
  fs.renameSync(temp, file);
}

export type Counts = { accounts: number; bookings: number };

export const countsQuery =
  'select (select count(*) from "user")::int as accounts, (select count(*) from bookings)::int as bookings';

export function describeCounts({ accounts, bookings }: Counts): string {
  return `${accounts} account(s) and ${bookings} booking(s)`;
}
