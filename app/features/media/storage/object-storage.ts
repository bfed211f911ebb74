import type { Readable } from "node:stream";

// Where originals and variants are kept (docs/decisions/088): one small interface, a folder
// under DATA_DIR or an S3-compatible bucket behind it. Objects are named by keys the site makes
// itself, never by anything a request can choose, and both implementations refuse any other.

/** An object read back. `body` must be consumed or destroyed: it holds a file or a connection. */
export type StoredObject = { body: Readable; size: number; contentType?: string };

export interface ObjectStorage {
  /** Writes the whole object or nothing: a reader never sees half of one. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object under a folder-like prefix ending in "/" (e.g. all of one gallery). */
  deletePrefix(prefix: string): Promise<void>;
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
    this.name = "InvalidObjectKeyError";
  }
}

export const maxKeyLength = 512;
/** A part between slashes: the local folder makes it a file name, plus its content-type file. */
export const maxKeyPartLength = 200;

// Lower-case ASCII parts that start with a letter or digit: no "", ".", ".." or hidden part,
// no leading, trailing or double slash, nothing a file system or URL treats specially, and
// the same spelling in a folder and in a bucket (which is case-sensitive; a file system may not be).
const keyPattern = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Returns the key when the site may store an object under it; throws otherwise. */
export function assertObjectKey(key: string): string {
  if (typeof key !== "string" || key.length === 0)
    throw new InvalidObjectKeyError(String(key), "empty");
  if (key.length > maxKeyLength)
    throw new InvalidObjectKeyError(key, `longer than ${maxKeyLength} characters`);
  if (!keyPattern.test(key))
    throw new InvalidObjectKeyError(
      key,
      "only lower-case a-z, 0-9 and _ . - in parts separated by single slashes, each part starting with a letter or digit",
    );
  if (key.includes("..")) throw new InvalidObjectKeyError(key, 'contains ".."');
  if (key.split("/").some((part) => part.length > maxKeyPartLength))
    throw new InvalidObjectKeyError(key, `a part is longer than ${maxKeyPartLength} characters`);
  return key;
}

/**
 * A prefix for deletePrefix: a valid key followed by "/". The slash is required so that
 * "galleries/12/" can never also take "galleries/123/".
 */
export function assertObjectPrefix(prefix: string): string {
  if (typeof prefix !== "string" || !prefix.endsWith("/"))
    throw new InvalidObjectKeyError(String(prefix), 'a prefix must end with "/"');
  assertObjectKey(prefix.slice(0, -1));
  return prefix;
}

// type/subtype and parameters in printable ASCII: what an HTTP header can carry unchanged.
const contentTypePattern = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;[\x20-\x7e]*)?$/;

/** Returns a content type the storage can keep and later send as a header; throws otherwise. */
export function assertContentType(contentType: string): string {
  if (
    typeof contentType !== "string" ||
    contentType.length > 200 ||
    !contentTypePattern.test(contentType)
  )
    throw new Error(`Invalid content type ${JSON.stringify(String(contentType).slice(0, 80))}`);
  return contentType;
}
