import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { listInbox, readInboxStatus } from "~/features/admin/inbox/inbox.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/applications";

/** GET /api/admin/applications?status=new|read|handled — newest first; 400 bad status. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const status = readInboxStatus(new URL(request.url).searchParams);
    const { db } = await database();
    return Response.json(
      { items: await listInbox(db, "applications", status) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
