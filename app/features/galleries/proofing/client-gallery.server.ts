import type { Database } from "~/db/client.server";
import type { Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { openClientGallery } from "../client/client-access.server";

// Proofing, downloads and extras act only on a client gallery this request may open: its link's
// key or the cookie its visit (and PIN) left (docs/decisions/101). Anything else — no key, the
// PIN not given, expired, another gallery — is the same 404, never saying that it exists.

export async function openedClientGallery(
  db: Database,
  request: Request,
  slug: string,
): Promise<Gallery | undefined> {
  const access = await openClientGallery(db, request, slug);
  return access.state === "open" ? access.gallery : undefined;
}

export async function requireClientGallery(
  db: Database,
  request: Request,
  slug: string,
): Promise<Gallery> {
  const gallery = await openedClientGallery(db, request, slug);
  if (!gallery) throw new DomainError("galleryNotFound");
  return gallery;
}
