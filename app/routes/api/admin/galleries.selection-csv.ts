import { methodNotAllowed } from "~/features/api/domain-error";
import { adminApi } from "~/features/admin/require-admin.server";
import { selectionCsv } from "~/features/galleries/proofing/selection-admin.server";
import { csvResponse } from "~/features/submissions/csv";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/galleries.selection-csv";

/**
 * GET /api/admin/galleries/{id}/selection.csv — the customer's picked photos' file names and
 * notes (docs/decisions/102), for the owner's editing program; headings in the owner's language.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const body = await selectionCsv(params.id, requestLanguage(request));
    return csvResponse(`selection-${params.id.slice(0, 8)}.csv`, body);
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
