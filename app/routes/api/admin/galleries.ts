import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import {
  createGalleryFor,
  galleriesForAdmin,
} from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/galleries — every gallery, unpublished ones too, with its number of photos. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () =>
    Response.json({ galleries: await galleriesForAdmin() }, { headers: noStore }),
  );
}

/** POST /api/admin/galleries {title:{sv, fi?, en?}, kind, slug?, perPhoto?, fullGallery?, …} — 201. */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const gallery = await createGalleryFor(admin, await readJson(request));
    return Response.json({ gallery }, { status: 201, headers: noStore });
  });
}
