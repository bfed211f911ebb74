import { Link, useActionData } from "react-router";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { ArticleEditor } from "~/features/news/admin/article-editor";
import { articleEditorAction } from "~/features/news/admin/editor-action.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/news.new";

export function action({ request, context }: Route.ActionArgs) {
  return articleEditorAction(request, pageLanguage(request), context.get(adminContext), undefined);
}

export default function AdminNewArticlePage() {
  const { t } = useTranslation("newsAdmin");
  const lp = useLocalizedPath();
  const posted = useActionData<typeof action>();
  const failure = isFormFailure(posted) ? posted : null;
  const preview = posted && "preview" in posted ? posted : null;
  return (
    <>
      <AdminSeo title={t("editor.newTitle")} description={t("list.intro")} />
      <Link
        to={lp("/admin/news")}
        className="mb-6 inline-block text-sm font-semibold hover:text-aurora"
      >
        ← {t("editor.back")}
      </Link>
      <AdminPageHeading title={t("editor.newTitle")} intro={t("editor.intro")} />
      <ArticleEditor failure={failure} preview={preview} />
    </>
  );
}
