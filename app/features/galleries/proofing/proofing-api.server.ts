import { Readable } from "node:stream";
import { database } from "~/db/client.server";
import type { Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import { galleryOrderZip } from "../gallery-purchase.server";
import { downloadKey } from "../photo-keys";
import { requireClientGallery } from "./client-gallery.server";
import { deliveryFiles, deliveryOf, recordDownload } from "./delivery.server";
import { favouritesOf, heartPhoto, submitSelection, unheartPhoto } from "./favourites.server";

// The customer's JSON API of a client gallery (docs/decisions/102), shared by the routes and
// the page's form actions: each call opens the gallery as the request may, then acts on it.

const noStore = { "Cache-Control": "no-store" };

/** What the page shows of the selection after any change. */
export async function selectionState(gallery: Gallery) {
  const { db } = await database();
  const favourites = await favouritesOf(db, gallery.id);
  return {
    favourites,
    count: favourites.length,
    limit: gallery.selectionLimit,
    submittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
  };
}

export async function heartFor(request: Request, slug: string, body?: unknown) {
  const { db } = await database();
  const gallery = await requireClientGallery(db, request, slug);
  const favourite = await heartPhoto(db, gallery, body ?? (await readJson(request)));
  return { favourite, selection: await selectionState(gallery) };
}

export async function unheartFor(request: Request, slug: string, photoId: string) {
  const { db } = await database();
  const gallery = await requireClientGallery(db, request, slug);
  await unheartPhoto(db, gallery, photoId);
  return { selection: await selectionState(gallery) };
}

export async function submitFor(request: Request, slug: string) {
  const { db } = await database();
  const gallery = await requireClientGallery(db, request, slug);
  const submitted = await submitSelection(db, gallery);
  return {
    selection: await selectionState({ ...gallery, selectionSubmittedAt: submitted.submittedAt }),
  };
}

export function jsonAnswer(body: unknown): Response {
  return Response.json(body, { headers: noStore });
}

/**
 * The downloadable photos as one zip, streamed (each photo's file read when the zip reaches
 * it). Only what `deliveryOf` allows; none at all is a 404, as for a gallery one cannot open.
 */
export async function zipFor(request: Request, slug: string): Promise<Response> {
  const { db } = await database();
  const gallery = await requireClientGallery(db, request, slug);
  const { downloadable } = await deliveryOf(db, gallery);
  if (downloadable.length === 0) throw new DomainError("photoNotFound");
  const files = await deliveryFiles(db, gallery, downloadable);
  const headers = {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${gallery.slug}.zip"`,
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
  };
  // A link checker's HEAD is no download: it starts no review invitation.
  if (request.method === "HEAD") return new Response(null, { headers });
  await recordDownload(db, gallery.id);
  return new Response(galleryOrderZip(mediaStorage(), files), { headers });
}

/** One downloadable photo in full resolution; any other photo id is a 404. */
export async function photoFor(request: Request, slug: string, photoId: string) {
  const { db } = await database();
  const gallery = await requireClientGallery(db, request, slug);
  const { downloadable } = await deliveryOf(db, gallery);
  if (!downloadable.includes(photoId)) throw new DomainError("photoNotFound");
  const [file] = await deliveryFiles(db, gallery, [photoId]);
  const stored = file && (await mediaStorage().get(downloadKey(gallery.id, file.photoId)));
  if (!file || !stored) throw new DomainError("photoNotFound");
  const headers = {
    "Content-Type": "image/jpeg",
    "Content-Length": String(stored.size),
    "Content-Disposition": `attachment; filename="${file.zipName.replace("/", "-")}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") {
    stored.body.destroy();
    return new Response(null, { headers });
  }
  await recordDownload(db, gallery.id);
  return new Response(Readable.toWeb(stored.body) as ReadableStream, { headers });
}

/** Throws the 404 of an unknown gallery unless this request may open the client gallery. */
export async function refuseWithoutAccess(request: Request, slug: string): Promise<void> {
  const { db } = await database();
  await requireClientGallery(db, request, slug);
}
