import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { publicServices } from "~/features/catalogue/catalogue-api.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/services";

/**
 * GET /api/services — the visible services in the owner's order, in the request's language
 * (Swedish where a text is not written in it: `fallback: true`); `price.campaignAmount` only
 * while the campaign runs.
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const services = await publicServices(requestLanguage(request));
    return Response.json({ services }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
