import { Plus } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { ServiceList } from "~/features/catalogue/admin/service-list";
import { servicesListAction } from "~/features/catalogue/admin/services-page.server";
import { adminServices } from "~/features/catalogue/catalogue-api.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { Route } from "./+types/services";

export async function loader() {
  return { services: await adminServices() };
}

export function action({ request, context }: Route.ActionArgs) {
  return servicesListAction(request, pageLanguage(request), context.get(adminContext));
}

export default function AdminServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("servicesAdmin");
  const lp = useLocalizedPath();
  return (
    <>
      <AdminSeo title={t("list.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("list.title")} intro={t("list.intro")} />
      <ButtonLink to={lp("/admin/services/new")} className="mb-8">
        <Plus className="size-5" aria-hidden="true" />
        {t("list.add")}
      </ButtonLink>
      <ServiceList services={loaderData.services} />
    </>
  );
}
