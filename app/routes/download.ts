import { claimDownload } from "~/features/shop/download-links.server";
import { downloadResponse } from "~/features/shop/download-response.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/download";

/**
 * GET /download/{token} — the album's zip from the buyer's personal link, no login: 200
 * application/zip; 404 for an altered link, 410 once it has expired or been used up.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return downloadResponse(requestLanguage(request), (db) => claimDownload(db, params.token));
}
