import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { publishGalleryFor } from "~/features/galleries/admin/galleries-api.server";
import type { Route } from "./+types/galleries.publication";

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/galleries/{id}/publish or /unpublish — 200 {gallery}. A client gallery's
 * publish may say `{sendMailAgain: true}`: its customer gets the "ready" mail once more.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    if (params.action !== "publish" && params.action !== "unpublish")
      throw new DomainError("routeNotFound");
    const hasBody =
      request.headers.get("content-type") && request.headers.get("content-length") !== "0";
    const body = hasBody ? await readJson(request, { limit: 1024 }) : {};
    const sendMailAgain =
      !!body &&
      typeof body === "object" &&
      (body as { sendMailAgain?: unknown }).sendMailAgain === true;
    const gallery = await publishGalleryFor(admin, params.id, params.action === "publish", {
      sendMailAgain,
    });
    return Response.json({ gallery }, { headers: { "Cache-Control": "no-store" } });
  });
}
