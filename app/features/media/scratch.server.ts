import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { now } from "~/lib/clock";
import type { ObjectStorage } from "./storage/object-storage";

// Photos cross the web server as files, never as whole buffers (docs/decisions/089, "Amended
// again"): an upload is streamed to a scratch file, checked and streamed on to storage; a photo
// to process is staged from storage into a scratch file that the photo process reads, and what
// it makes comes back as files streamed to storage. The server's heap then holds 64 KB chunks,
// not the 10–50 MB of a camera's file two or three times over.

/** Where scratch files go: `DATA_DIR/scratch`, on the disk beside the data (a tmpfs /tmp is RAM). */
export function scratchRoot(dataDir: string): string {
  return path.resolve(dataDir, "scratch");
}

/** A fresh folder under `root` for one request or job, removed with everything in it afterwards. */
export async function withScratchDir<T>(root: string, fn: (dir: string) => Promise<T>): Promise<T> {
  await fsp.mkdir(root, { recursive: true, mode: 0o700 });
  const dir = await fsp.mkdtemp(path.join(root, "work-"));
  try {
    return await fn(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The object under `key` copied into `file`, streamed; false when there is no such object. */
export async function stageObject(
  storage: ObjectStorage,
  key: string,
  file: string,
): Promise<boolean> {
  const object = await storage.get(key);
  if (!object) return false;
  await pipeline(object.body, fs.createWriteStream(file, { mode: 0o600 }));
  return true;
}

/**
 * Folders a crash or a kill left behind (a `finally` that never ran), older than `ageMs`: removed
 * when the job runner starts. Younger ones may belong to another process sharing DATA_DIR.
 */
export async function clearStaleScratch(root: string, ageMs = 60 * 60_000): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  let removed = 0;
  const before = now().getTime() - ageMs;
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    const stat = await fsp.stat(full).catch(() => undefined);
    if (!stat || stat.mtimeMs > before) continue;
    await fsp.rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** For tests and tools that have no DATA_DIR: a folder in the system's temporary one. */
export const defaultScratchRoot = () => path.join(os.tmpdir(), "nordic-media-scratch");
