import { database } from "~/db/client.server";
import { handleApi } from "~/features/api/problem.server";
import { listProducts, productView } from "~/features/shop/products.server";
import { requestLanguage } from "~/i18n/request-language";
import { vatPercent } from "~/features/catalogue/price";
import type { Route } from "./+types/products";

/**
 * GET /api/products — what is on sale, prices in integer cents including VAT (`vatRate`, per
 * cent), names in the request's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const lang = requestLanguage(request);
    const { db } = await database();
    const products = (await listProducts(db))
      .filter((row) => row.active)
      .map((row) => {
        const { priceId, name, category, amount, currency } = productView(row, lang);
        // The amount includes VAT at this rate (per cent: 25.5), as the services' API says.
        return { priceId, name, category, amount, currency, vatRate: vatPercent(row.vatRateBp) };
      });
    return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
  });
}
