import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { myOrders } from "~/features/shop/my-orders.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/orders";

/** GET /api/orders — the signed-in buyer's own orders, newest first; 401 signed out. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const orders = await myOrders(db, user.id, requestLanguage(request));
    return Response.json({ orders }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
