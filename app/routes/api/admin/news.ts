import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { listArticlesForAdmin } from "~/features/news/admin/article-admin.server";
import { articleBodyLimit, createArticleFor } from "~/features/news/admin/news-admin-api.server";
import type { Route } from "./+types/news";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/news — every article, published or not, most recently changed first. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const { db } = await database();
    return Response.json({ articles: await listArticlesForAdmin(db) }, { headers: noStore });
  });
}

/**
 * POST /api/admin/news {slug, translations: {sv, fi?, en?}, imageId?} — a new, unpublished
 * article: 201 {article: {slug}}; 400 bad input or a slug in use.
 */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const article = await createArticleFor(
      admin,
      await readJson(request, { limit: articleBodyLimit }),
    );
    return Response.json({ article }, { status: 201, headers: noStore });
  });
}
