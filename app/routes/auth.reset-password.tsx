import { useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";
import { AuthPageFrame } from "~/features/auth/auth-page-frame";
import { resetPasswordAction } from "~/features/auth/auth-actions.server";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { DomainError } from "~/features/api/domain-error";
import { formFailure, readForm } from "~/lib/forms/form-action.server";
import { Seo } from "~/seo/seo";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/auth.reset-password";

export async function action({ request }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  try {
    const form = await readForm(request);
    if (form.intent !== "reset-password") throw new DomainError("invalidBody");
    return await resetPasswordAction(request, lang, form);
  } catch (error) {
    return formFailure(lang, "reset-password", error);
  }
}

/**
 * The e-mailed link passes through better-auth, which sends the visitor here with ?token=… or,
 * for a used or expired link, with ?error=INVALID_TOKEN.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { t: tApi } = useTranslation("api");
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkProblem = params.get("error") ? tApi("errors.invalidToken") : null;
  return (
    <>
      <Seo title={t("reset.metaTitle")} description={t("reset.metaDescription")} noindex />
      <AuthPageFrame title={t("reset.title")} lead={t("reset.lead")}>
        <ResetPasswordForm token={linkProblem ? null : token} linkProblem={linkProblem} />
      </AuthPageFrame>
    </>
  );
}
