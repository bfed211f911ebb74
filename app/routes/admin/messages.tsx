import { adminContext } from "~/features/admin/admin-context";
import { InboxPage } from "~/features/admin/inbox/inbox-page";
import { inboxPageAction, inboxPageData } from "~/features/admin/inbox/inbox-page.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/messages";

export function loader({ request }: Route.LoaderArgs) {
  return inboxPageData(request, "messages");
}

export function action({ request, context }: Route.ActionArgs) {
  return inboxPageAction(request, pageLanguage(request), context.get(adminContext), "messages");
}

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  return <InboxPage kind="messages" data={loaderData} />;
}
