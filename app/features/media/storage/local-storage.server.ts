import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { config } from "../../../config.server.ts";
import {
  assertContentType,
  assertObjectKey,
  assertObjectPrefix,
  type ObjectStorage,
  type StoredObject,
} from "./object-storage.ts";

// Objects as plain files under one folder (docs/decisions/088), the default for a single
// instance: `DATA_DIR/media/<key>`. A file's content type is kept beside it in
// `.<name>.content-type`; files being written are `.<random>.partial` in the same folder and
// renamed into place, so a reader or a backup sees a whole file or none. Keys cannot start a
// part with ".", so neither kind of helper file can be an object.

const contentTypeFileOf = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.content-type`);
export const isPartialFile = (name: string) => name.startsWith(".") && name.endsWith(".partial");

/** The default folder: `media` under DATA_DIR. */
export function localMediaDir(dataDir = config().DATA_DIR): string {
  return path.resolve(dataDir, "media");
}

const missing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a part of the key is a file, so nothing can be below it.
  return code === "ENOENT" || code === "ENOTDIR";
};

async function removeIfThere(file: string): Promise<void> {
  try {
    await fs.unlink(file);
  } catch (error) {
    if (!missing(error)) throw error;
  }
}

/** Writes through a temporary file in the same folder and renames it: whole or not at all. */
async function writeWhole(file: string, body: Buffer | Readable | string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${randomBytes(9).toString("hex")}.partial`);
  try {
    if (body instanceof Readable) {
      const handle = await fs.open(temp, "wx", 0o600);
      // flush: the data reaches the disk before the rename makes it visible.
      await pipeline(body, handle.createWriteStream({ flush: true }));
    } else {
      await fs.writeFile(temp, body, { mode: 0o600, flag: "wx", flush: true });
    }
    await fs.rename(temp, file);
  } catch (error) {
    await removeIfThere(temp);
    throw error;
  }
}

export function localStorage(rootDir: string = localMediaDir()): ObjectStorage {
  const root = path.resolve(rootDir);

  /** The key's file, checked once more to lie inside the folder whatever the key held. */
  function fileOf(key: string): string {
    const file = path.resolve(root, assertObjectKey(key));
    if (!file.startsWith(root + path.sep))
      throw new Error(`Key escapes the storage folder: ${key}`);
    return file;
  }

  return {
    async put(key, body, options) {
      const file = fileOf(key);
      const contentType = options?.contentType && assertContentType(options.contentType);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // The type first: a reader that sees the new file then sees its type too.
      if (contentType) await writeWhole(contentTypeFileOf(file), contentType);
      else await removeIfThere(contentTypeFileOf(file));
      await writeWhole(file, body);
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      let handle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = await fs
          .readFile(contentTypeFileOf(file), "utf8")
          .catch((error: unknown) => (missing(error) ? undefined : Promise.reject(error)));
        // Read from the handle opened above: a put or delete meanwhile cannot change what is sent.
        const body = handle.createReadStream();
        return { body, size: stat.size, ...(contentType ? { contentType } : {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await removeIfThere(file);
      await removeIfThere(contentTypeFileOf(file));
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },

    async deletePrefix(prefix) {
      const folder = fileOf(assertObjectPrefix(prefix).slice(0, -1));
      try {
        // "a/b/" names the folder a/b only: an object stored as the file a/b is not under it.
        if (!(await fs.lstat(folder)).isDirectory()) return;
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
