import { data, Link, useActionData } from "react-router";
import { database } from "~/db/client.server";
import { seasonContractsSlug } from "~/content/news";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { articleForEditing } from "~/features/news/admin/article-admin.server";
import { ArticleEditor } from "~/features/news/admin/article-editor";
import { articleEditorAction } from "~/features/news/admin/editor-action.server";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { isFormFailure } from "~/lib/forms/form-result";
import { Form } from "react-router";
import type { Route } from "./+types/news.edit";

export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await database();
  const article = await articleForEditing(db, params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return articleEditorAction(
    request,
    pageLanguage(request),
    context.get(adminContext),
    params.slug,
  );
}

export default function AdminEditArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("newsAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const { article } = loaderData;
  const posted = useActionData<typeof action>();
  const failure = isFormFailure(posted) ? posted : null;
  const preview = posted && "preview" in posted ? posted : null;
  return (
    <>
      <AdminSeo title={t("editor.editTitle")} description={t("list.intro")} />
      <Link
        to={lp("/admin/news")}
        className="mb-6 inline-block text-sm font-semibold hover:text-aurora"
      >
        ← {t("editor.back")}
      </Link>
      <AdminPageHeading title={t("editor.editTitle")} intro={t("editor.intro")} />
      <div className="mb-8 flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-ink-soft p-5">
        <p className="font-semibold text-snow">
          {article.isPublished && article.publishedAt
            ? t("status.publishedOn", { date: formatLongDate(article.publishedAt, lang) })
            : t("status.draft")}
        </p>
        <Form method="post" encType="multipart/form-data">
          <button
            type="submit"
            name="intent"
            value={article.isPublished ? "unpublish" : "publish"}
            className={buttonClass(article.isPublished ? "secondary" : "primary")}
          >
            {article.isPublished ? t("editor.unpublish") : t("editor.publish")}
          </button>
        </Form>
        {article.isPublished && (
          <Link
            to={lp(`/nyheter/${article.slug}`)}
            className="font-semibold text-aurora hover:text-aurora-strong"
          >
            {t("list.view")}
          </Link>
        )}
      </div>
      {article.slug === seasonContractsSlug && (
        <p role="note" className="mb-8 rounded-2xl border border-aurora/40 bg-aurora/10 p-4">
          {t("editor.seasonNote")}
        </p>
      )}
      <ArticleEditor article={article} failure={failure} preview={preview} />
    </>
  );
}
