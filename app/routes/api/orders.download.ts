import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { claimOwnDownload } from "~/features/shop/download-links.server";
import { downloadResponse } from "~/features/shop/download-response.server";
import { orderById } from "~/features/shop/orders.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/orders.download";

/**
 * GET /api/orders/{id}/download — the album of the signed-in buyer's own order, from their
 * account page: spends a use of the order's newest working link, as the mailed link does.
 * Another's order is a 404, like one that does not exist.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const order = await orderById(db, params.id);
    const lang = requestLanguage(request);
    // Not theirs or no such order: the API's 404 problem (the account page links own orders only;
    // an expired or used-up link of their own still gets the download page's explanation).
    if (!order || order.userId !== user.id) throw new DomainError("orderNotFound");
    return downloadResponse(request, lang, (handle) => claimOwnDownload(handle, order.id));
  });
}
