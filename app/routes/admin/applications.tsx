import { adminContext } from "~/features/admin/admin-context";
import { InboxPage } from "~/features/admin/inbox/inbox-page";
import { inboxPageAction, inboxPageData } from "~/features/admin/inbox/inbox-page.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/applications";

export function loader({ request }: Route.LoaderArgs) {
  return inboxPageData(request, "applications");
}

export function action({ request, context }: Route.ActionArgs) {
  return inboxPageAction(request, pageLanguage(request), context.get(adminContext), "applications");
}

export default function AdminApplicationsPage({ loaderData }: Route.ComponentProps) {
  return <InboxPage kind="applications" data={loaderData} />;
}
