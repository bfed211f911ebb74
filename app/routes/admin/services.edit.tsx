import { data } from "react-router";
import { adminContext } from "~/features/admin/admin-context";
import { ServiceEditorPage } from "~/features/catalogue/admin/service-editor";
import { serviceEditorAction } from "~/features/catalogue/admin/services-page.server";
import { adminServices } from "~/features/catalogue/catalogue-api.server";
import { isServiceId } from "~/features/catalogue/service-id";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/services.edit";

export async function loader({ params }: Route.LoaderArgs) {
  // An id that cannot be a service's is not looked up at all.
  const service = isServiceId(params.id)
    ? (await adminServices()).find((row) => row.id === params.id)
    : undefined;
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return serviceEditorAction(request, pageLanguage(request), context.get(adminContext), params.id);
}

export default function AdminEditServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceEditorPage service={loaderData.service} />;
}
