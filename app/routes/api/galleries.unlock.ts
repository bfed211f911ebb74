import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { clientGalleryHeaders } from "~/features/galleries/client/client-gallery-api.server";
import { unlockClientGallery } from "~/features/galleries/client/unlock.server";
import type { Route } from "./+types/galleries.unlock";

/**
 * POST /api/galleries/{slug}/unlock {key, pin} — opens a client gallery in this browser: an
 * httpOnly cookie for that gallery alone (docs/decisions/101). 404 wrong key, 410 expired, 400
 * wrong PIN, 429 too many tries (Retry-After).
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const body = await readJson(request, { limit: 1024 });
    const input = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const { db } = await database();
    const { gallery, cookie } = await unlockClientGallery(db, request, params.slug, {
      key: input.key,
      pin: input.pin,
    });
    const headers = new Headers(clientGalleryHeaders);
    headers.append("Set-Cookie", cookie);
    return Response.json({ gallery: { slug: gallery.slug } }, { headers });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
