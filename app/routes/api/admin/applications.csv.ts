import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { inboxCsv } from "~/features/admin/inbox/inbox-csv.server";
import { readInboxStatus } from "~/features/admin/inbox/inbox.server";
import { adminApi } from "~/features/admin/require-admin.server";
import { csvResponse } from "~/features/submissions/csv";
import { requestLanguage } from "~/i18n/request-language";
import { businessToday } from "~/lib/clock";
import type { Route } from "./+types/applications.csv";

/** GET /api/admin/applications.csv?status= — every one as CSV (formula-safe cells), headings in the owner's language. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const status = readInboxStatus(new URL(request.url).searchParams);
    const { db } = await database();
    const body = await inboxCsv(db, "applications", requestLanguage(request), status);
    return csvResponse(`applications-${businessToday()}.csv`, body);
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
