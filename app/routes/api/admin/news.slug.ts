import { database } from "~/db/client.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { articleForEditing } from "~/features/news/admin/article-admin.server";
import { articleBodyLimit, updateArticleFor } from "~/features/news/admin/news-admin-api.server";
import type { Route } from "./+types/news.slug";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/admin/news/{slug} — one article with every language's Markdown; 404 when none. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const { db } = await database();
    const article = await articleForEditing(db, params.slug);
    if (!article) throw new DomainError("articleNotFound");
    return Response.json({ article }, { headers: noStore });
  });
}

/** PUT /api/admin/news/{slug} {translations, imageId?} — replaces the texts: 200 {article: {slug}}. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "PUT") throw methodNotAllowed("GET", "HEAD", "PUT");
    const input = await readJson(request, { limit: articleBodyLimit });
    const article = await updateArticleFor(admin, params.slug, input);
    return Response.json({ article }, { headers: noStore });
  });
}
