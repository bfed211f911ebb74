import { database } from "~/db/client.server";
import { handleApi } from "~/features/api/problem.server";
import { listProducts, productView } from "~/features/shop/products.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/products";

/** GET /api/products — what is on sale, prices in integer cents, names in the request's language. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const lang = requestLanguage(request);
    const { db } = await database();
    const products = (await listProducts(db))
      .filter((row) => row.active)
      .map((row) => {
        const { priceId, name, category, amount, currency } = productView(row, lang);
        return { priceId, name, category, amount, currency };
      });
    return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
  });
}
