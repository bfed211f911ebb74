import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { galleries, galleryPhotos } from "~/db/schema";
import { getAdmin } from "~/features/admin/require-admin.server";
import { mayViewClientPhotos } from "~/features/galleries/client/client-access.server";
import { variantKey } from "~/features/galleries/photo-keys";
import { publicVariantUrl } from "~/features/galleries/photo-urls";
import { shownWhileReprocessed } from "~/features/galleries/photo-visibility.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import type { Route } from "./+types/media.photo";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /media/photos/<photo>/<version>/<name>.<format>: a thumbnail or watermarked preview of a
 * gallery photo (docs/decisions/090). Only the variants the processing made, of a ready photo
 * (or one processed before and being processed again, which keeps its previous ones);
 * visitors only those of visible photos in published event or portfolio galleries, the owner
 * every one; a client gallery's to the browser its key and PIN opened. Originals and the buyer's download have no address here.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = /^((?:thumbnail|preview)-\d{2,4})\.(avif|webp|jpeg)$/.exec(params.file);
  if (!uuidPattern.test(params.photoId) || !file) return notFound();
  const { db } = await database();
  const [row] = await db
    .select({ photo: galleryPhotos, gallery: galleries })
    .from(galleryPhotos)
    .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .where(and(eq(galleryPhotos.id, params.photoId), shownWhileReprocessed));
  if (!row) return notFound();
  const { photo, gallery } = row;
  const variant = photo.variants.find(
    (candidate) => candidate.name === file[1] && candidate.format === file[2],
  );
  if (!variant) return notFound();
  // A stale version (the photo was processed again) is not served under the old address.
  if (publicVariantUrl(photo, variant) !== new URL(request.url).pathname) return notFound();
  const forVisitors = !photo.hidden && gallery.publishedAt !== null && gallery.kind !== "client";
  // A client gallery's previews: for its customer's browser alone (the unlock cookie, decision 101).
  const forItsCustomer = !photo.hidden && mayViewClientPhotos(request, gallery);
  if (!forVisitors && !forItsCustomer && !(await getAdmin(request))) return notFound();
  const stored = await mediaStorage().get(variantKey(gallery.id, photo.id, variant));
  if (!stored) return notFound();
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    headers: {
      "Content-Type": `image/${variant.format}`,
      "Content-Length": String(stored.size),
      // The address changes when the picture does (its version): a year, and shared caches
      // only for what every visitor may see.
      "Cache-Control": forVisitors ? "public, max-age=31536000, immutable" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
