import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { blockSlot } from "~/features/admin/blocks/blocks-api.server";
import { listBlocks } from "~/features/admin/blocks/blocks.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { businessToday } from "~/lib/clock";
import type { Route } from "./+types/blocks";

/** GET /api/admin/blocks — today's and later blocks, by day and hour. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const { db } = await database();
    return Response.json(
      { blocks: await listBlocks(db, businessToday()) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

/**
 * POST /api/admin/blocks {date, time?} — blocks one hour, or the whole day without a time: 201
 * {block}; 400 bad input, 409 when a booking holds it or it is blocked already.
 */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const block = await blockSlot(admin, await readJson(request));
    return Response.json({ block }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}
