import { database } from "~/db/client.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { publishedArticle } from "~/features/news/news-store.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/news.slug";

/** GET /api/news/{slug} — one published article with its HTML; 404 when missing or unpublished. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { db } = await database();
    const article = await publishedArticle(db, params.slug, requestLanguage(request));
    if (!article) throw new DomainError("articleNotFound");
    return Response.json({ article }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
