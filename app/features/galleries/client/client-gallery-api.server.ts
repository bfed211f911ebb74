import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import type { Language } from "~/i18n/languages";
import { galleryContents } from "../public-gallery.server";
import { openClientGallery, unlockCookieHeader } from "./client-access.server";

/** Never kept by a shared cache or the page cache, never indexed (docs/decisions/101). */
export const clientGalleryHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * GET /api/galleries/{slug} for a client gallery: its photos for the key (`?key=`) or the
 * unlock cookie; 403-free by design, a missing or wrong key is the 404 of an unknown gallery, a
 * PIN not yet given too (the key alone does not show a PIN-locked gallery), expired 410.
 */
export async function clientGalleryAnswer(
  db: Database,
  request: Request,
  slug: string,
  lang: Language,
): Promise<Response> {
  const access = await openClientGallery(db, request, slug);
  if (access.state === "notFound" || access.state === "needsPin")
    throw new DomainError("galleryNotFound");
  if (access.state === "expired") throw new DomainError("galleryExpired");
  const headers = new Headers(clientGalleryHeaders);
  // The photos' own addresses are opened by the cookie, not the key.
  headers.append("Set-Cookie", unlockCookieHeader(access.gallery));
  return Response.json(await galleryContents(db, access.gallery, lang), { headers });
}
