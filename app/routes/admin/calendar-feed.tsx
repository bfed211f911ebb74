import { RefreshCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { FeedAddress, FeedInstructions } from "~/features/admin/calendar-feed/feed-address";
import { feedUrl, rotateFeed } from "~/features/admin/calendar-feed/calendar-feed.server";
import { actorOf } from "~/features/admin/require-admin.server";
import { adminPageAction } from "~/features/admin/page-action.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/calendar-feed";

export async function loader() {
  const { db } = await database();
  return { url: await feedUrl(db) };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  return adminPageAction(request, pageLanguage(request), {
    rotate: async () => {
      const { db } = await database();
      await rotateFeed(db, actorOf(admin));
      return "adminFeedRotated";
    },
  });
}

export default function CalendarFeedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { url } = loaderData;
  return (
    <>
      <AdminSeo title={t("calendarFeed.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("calendarFeed.title")} intro={t("calendarFeed.intro")} />
      {url ? <FeedAddress url={url} /> : <p>{t("calendarFeed.none")}</p>}
      <AdminActionForm
        intent="rotate"
        fields={{}}
        failureTitle={t("calendarFeed.failedTitle")}
        className="mt-6"
      >
        {(busy) => (
          <>
            {url && <p className="mb-3 text-sm text-mist">{t("calendarFeed.rotateHint")}</p>}
            <Button type="submit" variant={url ? "secondary" : "primary"} disabled={busy}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {busy
                ? t("calendarFeed.busy")
                : url
                  ? t("calendarFeed.rotate")
                  : t("calendarFeed.create")}
            </Button>
          </>
        )}
      </AdminActionForm>
      {url && <FeedInstructions />}
    </>
  );
}
