import { Download } from "lucide-react";
import { useActionData } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { buttonClass } from "~/components/ui/button";
import { inboxStatuses } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { isFormFailure } from "~/lib/forms/form-result";
import { AdminPageHeading } from "../admin-shell";
import { AdminSeo } from "../admin-seo";
import { InboxList } from "./inbox-list";
import { StatusTabs } from "./status-tabs";
import type { InboxItem, InboxKind } from "./inbox.server";

/** The page of applications or messages: filter, CSV download and the list. */
export function InboxPage({
  kind,
  data,
}: {
  kind: InboxKind;
  data: { status?: string; failure: { title: string; detail: string } | null; items: InboxItem[] };
}) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const posted: unknown = useActionData();
  const failure = isFormFailure(posted) ? posted : data.failure;
  const csv = `/api/admin/${kind}.csv?lang=${lang}${data.status ? `&status=${data.status}` : ""}`;
  return (
    <>
      <AdminSeo title={t(`${kind}.title`)} description={t("meta.description")} />
      <AdminPageHeading title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} />
      <FormNotice failure={failure} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <StatusFilter kind={kind} current={data.status} />
        <a href={csv} download className={buttonClass("secondary", "px-4 py-2")}>
          <Download className="size-4" aria-hidden="true" />
          {t("inbox.exportCsv")}
        </a>
      </div>
      <InboxList kind={kind} items={data.items} />
    </>
  );
}

function StatusFilter({ kind, current }: { kind: InboxKind; current?: string }) {
  const { t } = useTranslation("admin");
  return (
    <StatusTabs
      label={t("inbox.filter")}
      current={current}
      statuses={inboxStatuses.map((status) => ({
        value: status,
        label: t(`${kind}.status.${status}`),
      }))}
    />
  );
}
