import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { publishedArticles, summaries } from "~/features/news/news-store.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/news";

/**
 * GET /api/news — the published articles, newest first, in the request's language (Swedish
 * where an article has no version in it, `fallback: true`).
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { db } = await database();
    const articles = summaries(await publishedArticles(db, requestLanguage(request)));
    return Response.json({ articles }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
