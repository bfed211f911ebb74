import crypto from "node:crypto";
import { promisify } from "node:util";
import { pinPattern } from "./access-pin";

// The client gallery's secrets (docs/decisions/101): the private link's key and the optional
// 4-digit PIN. The key is the real lock (128 random bits); the PIN is a second, small one for a
// link that travels further than meant (a forwarded mail), so it is hashed slowly and throttled.

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

/** 16 random bytes, base64url: 22 characters, 128 bits. */
export function newAccessKey(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** A key as a link carries it: base64url, of the length newAccessKey makes (older: longer). */
export const accessKeyPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** Compares in constant time, so the answer's timing says nothing of how much of a key matched. */
export function sameSecret(given: string, expected: string): boolean {
  // Hashed first: timingSafeEqual needs equal lengths, and a length check alone would leak it.
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** "scrypt$<salt>$<hash>": the PIN itself is never stored. */
export async function hashPin(pin: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(pin, salt, 32);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function pinMatches(pin: string, pinHash: string): Promise<boolean> {
  const [scheme, salt, hash] = pinHash.split("$");
  if (scheme !== "scrypt" || !salt || !hash || !pinPattern.test(pin)) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(pin, Buffer.from(salt, "base64url"), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * What the unlock cookie holds: an HMAC keyed with the gallery's access key over its id and its
 * PIN's hash. Whoever has the key alone can make the one for a gallery without a PIN (the key
 * opens it anyway), but not for one with a PIN: its hash never leaves the database. A new key
 * (revoked access) or a new PIN makes every earlier cookie worthless, without a table of them.
 */
export function unlockToken(gallery: {
  id: string;
  accessKey: string;
  pinHash: string | null;
}): string {
  return crypto
    .createHmac("sha256", gallery.accessKey)
    .update(`${gallery.id}:${gallery.pinHash ?? "-"}`)
    .digest("base64url");
}
