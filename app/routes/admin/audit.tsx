import { database } from "~/db/client.server";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { auditQuerySchema } from "~/features/admin/audit-schema";
import { auditLines } from "~/features/admin/audit-log.server";
import { AuditTable } from "~/features/admin/audit-table";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = auditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // A page number typed wrong shows the first page.
  const page = parsed.success ? parsed.data.page : 1;
  const { db } = await database();
  return { page, ...(await auditLines(db, page, pageLanguage(request))) };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminSeo title={t("audit.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("audit.title")} intro={t("audit.intro")} />
      <AuditTable {...loaderData} />
    </>
  );
}
