import { and, eq, isNotNull } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { galleries, type Gallery } from "~/db/schema";
import { businessToday, now } from "~/lib/clock";
import { cookieValue } from "~/lib/cookie-header";
import { gallerySlugPattern } from "../gallery.schema";
import { accessKeyPattern, sameSecret, unlockToken } from "./access-secrets.server";

// Who may see a client gallery (docs/decisions/101). The private link's key, or the cookie its
// visit (and PIN) left, opens it; anything else is "notFound", exactly as for an address that
// does not exist, so no answer says that a gallery is there.

export type ClientGalleryAccess =
  | { state: "open"; gallery: Gallery }
  | { state: "needsPin"; gallery: Gallery }
  | { state: "expired"; gallery: Gallery }
  | { state: "notFound" };

/** Lives as long as a browser needs it between visits; a new key or PIN ends it sooner. */
const unlockCookieMaxAge = 60 * 60 * 24 * 60; // 60 days: the privacy policy says so (cookies.ts)

/** One cookie per gallery, so opening one never opens another. */
export function unlockCookieName(gallery: Pick<Gallery, "id">): string {
  return `gallery-access-${gallery.id}`;
}

/** The published client gallery of this address, or undefined. */
export async function publishedClientGallery(
  db: Database,
  slug: string,
): Promise<Gallery | undefined> {
  // What cannot be an address is not looked up (a NUL byte is not even text to PostgreSQL).
  if (slug.length > 80 || !gallerySlugPattern.test(slug)) return undefined;
  const [gallery] = await db
    .select()
    .from(galleries)
    .where(
      and(eq(galleries.slug, slug), eq(galleries.kind, "client"), isNotNull(galleries.publishedAt)),
    );
  return gallery;
}

/** The `?key=` of the request, when it looks like one. */
export function requestedKey(request: Request): string | undefined {
  const key = new URL(request.url).searchParams.get("key");
  return key && accessKeyPattern.test(key) ? key : undefined;
}

/** Does the key (from the link or a form) open this gallery? */
export function keyOpens(gallery: Gallery, key: string | undefined): boolean {
  return !!gallery.accessKey && !!key && sameSecret(key, gallery.accessKey);
}

/** The cookie's proof: the key alone for a gallery without a PIN, key and PIN for one with. */
export function hasUnlockCookie(request: Request, gallery: Gallery): boolean {
  if (!gallery.accessKey) return false;
  const value = cookieValue(request.headers.get("cookie"), unlockCookieName(gallery));
  return !!value && sameSecret(value, unlockToken({ ...gallery, accessKey: gallery.accessKey }));
}

/** Past its last day (business time): the link shows the friendly 410 page. */
export function isExpired(gallery: Pick<Gallery, "expiresOn">, at: Date = now()): boolean {
  return gallery.expiresOn !== null && gallery.expiresOn < businessToday(at);
}

/**
 * What this request may see of the client gallery at `slug`: reads `?key=` and the gallery's
 * unlock cookie. "notFound" for an unknown address, an unpublished or non-client gallery, and a
 * missing or wrong key; "expired" after its last day (the key was right); "needsPin" when the
 * key was right but the PIN has not been given in this browser; else "open".
 */
export async function openClientGallery(
  db: Database,
  request: Request,
  slug: string,
): Promise<ClientGalleryAccess> {
  const gallery = await publishedClientGallery(db, slug);
  if (!gallery) return { state: "notFound" };
  const unlocked = hasUnlockCookie(request, gallery);
  if (!unlocked && !keyOpens(gallery, requestedKey(request))) return { state: "notFound" };
  if (isExpired(gallery)) return { state: "expired", gallery };
  if (!unlocked && gallery.pinHash) return { state: "needsPin", gallery };
  return { state: "open", gallery };
}

/**
 * The Set-Cookie header that lets this browser back in without the key in the address (the
 * photos' own addresses, a reload, the JSON API): httpOnly, for this gallery alone.
 */
export function unlockCookieHeader(gallery: Gallery): string {
  if (!gallery.accessKey) throw new Error("unlockCookieHeader: a client gallery has a key");
  const token = unlockToken({ ...gallery, accessKey: gallery.accessKey });
  const secure = config().publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${unlockCookieName(gallery)}=${token}; Path=/; Max-Age=${unlockCookieMaxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether a visitor may see the previews of this gallery's photos (media.photo.ts). */
export function mayViewClientPhotos(request: Request, gallery: Gallery): boolean {
  return (
    gallery.kind === "client" &&
    gallery.publishedAt !== null &&
    !isExpired(gallery) &&
    hasUnlockCookie(request, gallery)
  );
}
