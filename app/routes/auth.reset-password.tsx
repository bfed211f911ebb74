import { useTranslation } from "~/i18n/react";
import { useSearchParams } from "react-router";
import { AuthPageFrame } from "~/features/auth/auth-page-frame";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { useKeyTranslator } from "~/lib/zod-resolver";
import { Seo } from "~/seo/seo";

/**
 * The e-mailed link passes through better-auth, which sends the visitor here with ?token=… or,
 * for a used or expired link, with ?error=INVALID_TOKEN.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const translateKey = useKeyTranslator();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkProblem = params.get("error") ? translateKey("api:errors.invalidToken") : null;
  return (
    <>
      <Seo title={t("reset.metaTitle")} description={t("reset.metaDescription")} noindex />
      <AuthPageFrame title={t("reset.title")} lead={t("reset.lead")}>
        <ResetPasswordForm token={linkProblem ? null : token} linkProblem={linkProblem} />
      </AuthPageFrame>
    </>
  );
}
