import { clsx } from "clsx";
import { Link } from "react-router";
import { cardTable } from "~/features/admin/card-table";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { adminPageAction } from "~/features/admin/page-action.server";
import { listArticlesForAdmin } from "~/features/news/admin/article-admin.server";
import { setPublicationFor } from "~/features/news/admin/news-admin-api.server";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { Route } from "./+types/news";

export async function loader() {
  const { db } = await database();
  return { articles: await listArticlesForAdmin(db) };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  return adminPageAction(request, pageLanguage(request), {
    publish: async (form) => {
      await setPublicationFor(admin, form.slug ?? "", { published: true });
      return "newsPublished";
    },
    unpublish: async (form) => {
      await setPublicationFor(admin, form.slug ?? "", { published: false });
      return "newsUnpublished";
    },
  });
}

export default function AdminNewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("newsAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const { articles } = loaderData;
  return (
    <>
      <AdminSeo title={t("list.title")} description={t("list.intro")} />
      <AdminPageHeading title={t("list.title")} intro={t("list.intro")} />
      <Link to={lp("/admin/news/new")} className={buttonClass("primary", "mb-8")}>
        {t("list.new")}
      </Link>
      {articles.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <div className="md:overflow-x-auto">
          <table className={cardTable.table}>
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead className={clsx("border-b border-line text-mist", cardTable.head)}>
              <tr>
                <th scope="col" className="py-3 pr-4">
                  {t("list.columns.title")}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t("list.columns.status")}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t("list.columns.languages")}
                </th>
                <th scope="col" className="py-3 pr-4">
                  {t("list.columns.updated")}
                </th>
                <th scope="col" className="py-3">
                  {t("list.columns.actions")}
                </th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {articles.map((article) => (
                <tr
                  key={article.id}
                  className={clsx("border-line/60 align-top md:border-b", cardTable.row)}
                >
                  <th
                    scope="row"
                    className={clsx("py-4 pr-4 font-semibold text-snow", cardTable.plainCell)}
                    lang="sv"
                  >
                    <Link to={lp(`/admin/news/${article.slug}`)} className="hover:text-aurora">
                      {article.title}
                    </Link>
                  </th>
                  <td
                    className={clsx("py-4 pr-4", cardTable.cell)}
                    data-label={t("list.columns.status")}
                  >
                    {article.isPublished ? t("status.published") : t("status.draft")}
                  </td>
                  <td
                    className={clsx("py-4 pr-4", cardTable.cell)}
                    data-label={t("list.columns.languages")}
                  >
                    {article.languages.map((l) => t(`languageNames.${l}`)).join(", ")}
                  </td>
                  <td
                    className={clsx("py-4 pr-4", cardTable.cell)}
                    data-label={t("list.columns.updated")}
                  >
                    {formatLongDate(article.updatedAt, lang)}
                  </td>
                  <td className={clsx("py-4", cardTable.plainCell, "max-md:pt-2")}>
                    <div className="flex flex-wrap items-center gap-3">
                      <Link
                        to={lp(`/admin/news/${article.slug}`)}
                        className="font-semibold text-aurora hover:text-aurora-strong"
                      >
                        {t("list.edit")}
                        <span className="sr-only">: {article.title}</span>
                      </Link>
                      <AdminActionForm
                        intent={article.isPublished ? "unpublish" : "publish"}
                        fields={{ slug: article.slug }}
                        failureTitle={t("editor.failureTitle")}
                      >
                        {(busy) => (
                          <button
                            type="submit"
                            disabled={busy}
                            className={buttonClass("secondary", "px-4 py-1.5")}
                          >
                            {article.isPublished ? t("editor.unpublish") : t("editor.publish")}
                            <span className="sr-only">: {article.title}</span>
                          </button>
                        )}
                      </AdminActionForm>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
