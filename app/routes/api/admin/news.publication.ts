import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { setPublicationFor } from "~/features/news/admin/news-admin-api.server";
import type { Route } from "./+types/news.publication";

/** Only POST: a GET would otherwise tell a visitor the route exists. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}

/** POST /api/admin/news/{slug}/publication {published} — 200 {article: {slug, isPublished, publishedAt}}. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const article = await setPublicationFor(admin, params.slug, await readJson(request));
    return Response.json({ article }, { headers: { "Cache-Control": "no-store" } });
  });
}
