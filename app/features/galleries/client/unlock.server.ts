import type { Database } from "~/db/client.server";
import type { Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { now } from "~/lib/clock";
import { clientRateLimitKey } from "~/lib/client-address";
import { countInWindow, type FixedWindow } from "~/lib/fixed-window.server";
import { pinPattern } from "./access-pin";
import { pinMatches } from "./access-secrets.server";
import {
  isExpired,
  keyOpens,
  publishedClientGallery,
  unlockCookieHeader,
  hasUnlockCookie,
} from "./client-access.server";

/**
 * PIN tries per gallery and client address (docs/decisions/101): enough for a customer who
 * mistypes, far too few to try 10,000 PINs. Counted before the PIN is checked, in the one
 * atomic statement of the project's fixed windows, so parallel guesses count together.
 */
export const pinTries: FixedWindow = { scope: "gallery-pin", limit: 5, windowMs: 15 * 60_000 };

/**
 * And per gallery from every address together: a botnet holding a leaked link still cannot
 * walk the PINs. The cost, a customer waiting an hour after such an attack, is the lesser harm.
 */
export const pinTriesPerGallery: FixedWindow = {
  scope: "gallery-pin-all",
  limit: 30,
  windowMs: 60 * 60_000,
};

export type UnlockInput = { key: unknown; pin: unknown };

/**
 * Checks the key and PIN of POST /api/galleries/{slug}/unlock (and the page's form) and answers
 * the cookie that opens the gallery in this browser. A wrong key is the same 404 as an unknown
 * gallery; an expired one 410; a wrong PIN 400 on the field `pin`; too many tries 429 with when
 * to try again.
 */
export async function unlockClientGallery(
  db: Database,
  request: Request,
  slug: string,
  input: UnlockInput,
): Promise<{ gallery: Gallery; cookie: string }> {
  const key = typeof input.key === "string" ? input.key : undefined;
  const gallery = await publishedClientGallery(db, slug);
  if (!gallery || !(keyOpens(gallery, key) || hasUnlockCookie(request, gallery)))
    throw new DomainError("galleryNotFound");
  if (isExpired(gallery)) throw new DomainError("galleryExpired");
  if (!gallery.pinHash) return { gallery, cookie: unlockCookieHeader(gallery) };
  const pin = typeof input.pin === "string" ? input.pin.trim() : "";
  if (!pinPattern.test(pin))
    throw new DomainError("validation", [
      { field: "pin", message: "api:clientGalleries.pinInvalid" },
    ]);
  const at = now();
  for (const [window, subject] of [
    [pinTries, `${gallery.id}:${clientRateLimitKey(request)}`],
    [pinTriesPerGallery, gallery.id],
  ] as const) {
    const counted = await countInWindow(db, window, subject, at);
    if (!counted.allowed)
      throw new DomainError("tooManyPinTries", undefined, {
        retryAfterSeconds: counted.retryAfterSeconds,
        values: { minutes: Math.ceil(counted.retryAfterSeconds / 60) },
      });
  }
  if (!(await pinMatches(pin, gallery.pinHash)))
    throw new DomainError("validation", [
      { field: "pin", message: "api:clientGalleries.pinWrong" },
    ]);
  return { gallery, cookie: unlockCookieHeader(gallery) };
}
