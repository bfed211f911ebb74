import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { feedUrl, rotateFeed } from "~/features/admin/calendar-feed/calendar-feed.server";
import { actorOf, adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/calendar-feed";

/** GET /api/admin/calendar-feed — {url}, null until a feed is made. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const { db } = await database();
    return Response.json({ url: await feedUrl(db) }, { headers: { "Cache-Control": "no-store" } });
  });
}

/** POST /api/admin/calendar-feed — a new secret address {url}; the old one stops working. */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const { db } = await database();
    const url = await rotateFeed(db, actorOf(admin));
    return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
  });
}
