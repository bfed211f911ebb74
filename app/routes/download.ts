import { claimDownload, peekDownload } from "~/features/shop/download-links.server";
import { downloadResponse } from "~/features/shop/download-response.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/download";

/**
 * GET /download/{token} — the album's zip from the buyer's personal link, no login: 200
 * application/zip; 404 for an altered link, 410 once it has expired or been used up. A HEAD
 * answers the same status without spending a use.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const claim = request.method === "HEAD" ? peekDownload : claimDownload;
  return downloadResponse(request, requestLanguage(request), (db) => claim(db, params.token));
}
