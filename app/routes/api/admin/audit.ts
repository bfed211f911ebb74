import { methodNotAllowed } from "~/features/api/domain-error";
import { database } from "~/db/client.server";
import { auditQuerySchema } from "~/features/admin/audit-schema";
import { auditPage } from "~/features/admin/audit.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { parseInput } from "~/features/api/problem.server";
import type { Route } from "./+types/audit";

/** GET /api/admin/audit?page= — the back office's log, newest first, 50 a page. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { page } = parseInput(auditQuerySchema, query);
    const { db } = await database();
    const { entries, hasMore } = await auditPage(db, page);
    return Response.json(
      { entries, page, nextPage: hasMore ? page + 1 : null },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

// Writes: 405 for the admin; anyone else gets routeNotFound, as on an unknown /api/ path.
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
