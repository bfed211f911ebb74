import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { CustomerList, CustomerSearch } from "~/features/customers/customer-list";
import { customerListData } from "~/features/customers/customer-page.server";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/customers";

export function loader({ request }: Route.LoaderArgs) {
  return customerListData(request);
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("customersAdmin");
  return (
    <>
      <AdminSeo title={t("list.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("list.title")} intro={t("list.intro")} />
      <CustomerSearch search={loaderData.search} />
      <CustomerList customers={loaderData.customers} search={loaderData.search} />
    </>
  );
}
