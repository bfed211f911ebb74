import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import {
  deleteGalleryFor,
  galleryForAdmin,
  updateGalleryFor,
} from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.id";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/galleries/{id} — the gallery with every photo and its state. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () =>
    Response.json({ gallery: await galleryForAdmin(params.id) }, { headers: noStore }),
  );
}

/** PATCH: the fields sent change (title, slug, prices, watermark, cover …); DELETE: all of it. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method === "PATCH") {
      const gallery = await updateGalleryFor(admin, params.id, await readJson(request));
      return Response.json({ gallery }, { headers: noStore });
    }
    if (request.method === "DELETE") {
      await deleteGalleryFor(admin, params.id);
      return new Response(null, { status: 204, headers: noStore });
    }
    throw methodNotAllowed("GET", "HEAD", "PATCH", "DELETE");
  });
}
