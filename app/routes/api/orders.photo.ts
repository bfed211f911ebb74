import { Readable } from "node:stream";
import { database } from "~/db/client.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { orderPhotoFiles } from "~/features/galleries/gallery-purchase.server";
import { downloadKey } from "~/features/galleries/photo-keys";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import { liveDownloadLinks } from "~/features/shop/download-links.server";
import { orderById } from "~/features/shop/orders.server";
import type { Route } from "./+types/orders.photo";

/**
 * GET /api/orders/{id}/photos/{photoId} — one bought photo of the signed-in buyer's own gallery
 * order, from their account page, while the order's download link works (docs/decisions/090).
 * Another's order, a photo it did not buy, or an expired one: 404, as for what does not exist.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const order = await orderById(db, params.id);
    if (!order || order.userId !== user.id || order.status !== "fulfilled")
      throw new DomainError("orderNotFound");
    if ((await liveDownloadLinks(db, [order.id])).length === 0)
      throw new DomainError("orderNotFound");
    const photo = (await orderPhotoFiles(db, order.id)).find(
      (file) => file.photoId === params.photoId,
    );
    if (!photo) throw new DomainError("photoNotFound");
    const stored = await mediaStorage().get(downloadKey(photo.galleryId, photo.photoId));
    if (!stored) throw new DomainError("photoNotFound");
    return new Response(Readable.toWeb(stored.body) as ReadableStream, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(stored.size),
        "Content-Disposition": `attachment; filename="${photo.zipName.replace("/", "-")}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
