import { database } from "~/db/client.server";
import { feedCalendar } from "~/features/admin/calendar-feed/calendar-feed.server";
import { now } from "~/lib/clock";
import type { Route } from "./+types/calendar-feed";

/**
 * GET /calendar/<secret>.ics — the owner's calendar feed (docs/decisions/034). No session: a
 * phone's calendar fetches it; an old or wrong secret is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await database();
  const ics = await feedCalendar(db, params.file, now());
  if (ics === null)
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
