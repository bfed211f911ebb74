import { adminContext } from "~/features/admin/admin-context";
import { ServiceEditorPage } from "~/features/catalogue/admin/service-editor";
import { serviceEditorAction } from "~/features/catalogue/admin/services-page.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/services.new";

export function action({ request, context }: Route.ActionArgs) {
  return serviceEditorAction(request, pageLanguage(request), context.get(adminContext), undefined);
}

export default function AdminNewServicePage() {
  return <ServiceEditorPage />;
}
