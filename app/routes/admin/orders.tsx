import { useActionData, useLocation } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { adminPageAction } from "~/features/admin/page-action.server";
import { describeError } from "~/features/api/problem.server";
import { readOrderQuery, runOrderAction } from "~/features/shop/admin/admin-orders-api.server";
import { adminOrderDetail, listAdminOrders } from "~/features/shop/admin/admin-orders.server";
import { OrderDetail } from "~/features/shop/admin/order-detail";
import { OrderFilters } from "~/features/shop/admin/order-filters";
import { OrderList } from "~/features/shop/admin/order-list";
import { listProducts } from "~/features/shop/products.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { FlashName } from "~/lib/forms/flash";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/orders";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const params = new URL(request.url).searchParams;
  let query: ReturnType<typeof readOrderQuery> = {};
  let failure = null;
  try {
    query = readOrderQuery(params);
  } catch (error) {
    const { title, detail } = describeError(lang, error);
    failure = { title, detail };
  }
  const { db } = await database();
  const orderId = params.get("order");
  let detail = null;
  if (orderId) {
    try {
      detail = await adminOrderDetail(db, orderId);
    } catch (error) {
      const { title, detail: text } = describeError(lang, error);
      failure = { title, detail: text };
    }
  }
  return {
    query,
    failure,
    detail,
    orders: await listAdminOrders(db, query),
    products: (await listProducts(db)).map((row) => ({
      priceId: row.priceId,
      name: row.name[lang],
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const run =
    (action: "licence-key" | "resend-link" | "fulfil" | "refund", flash: FlashName) =>
    async (form: Record<string, string>) => {
      await runOrderAction(admin, form.orderId ?? "", action, { key: form.key });
      return flash;
    };
  return adminPageAction(request, pageLanguage(request), {
    sendKey: run("licence-key", "adminKeySent"),
    resendLink: run("resend-link", "adminLinkSent"),
    fulfil: run("fulfil", "adminOrderFulfilled"),
    refund: run("refund", "adminOrderRefunded"),
  });
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("admin");
  const location = useLocation();
  const posted = useActionData<typeof action>();
  const { query, failure, detail, orders, products } = loaderData;
  const listSearch = new URLSearchParams(location.search);
  listSearch.delete("order");
  const backTo = `?${listSearch.toString()}`;
  return (
    <>
      <AdminSeo title={t("desk.title")} description={ta("meta.description")} />
      <AdminPageHeading title={t("desk.title")} intro={t("desk.intro")} />
      <FormNotice failure={isFormFailure(posted) ? posted : failure} />
      {detail && <OrderDetail detail={detail} backTo={backTo} />}
      <OrderFilters values={query} products={products} />
      <OrderList orders={orders} search={location.search} />
    </>
  );
}
