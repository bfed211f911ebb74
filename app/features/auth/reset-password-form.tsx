import { KeyRound, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/components/forms/form-field";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { resetPasswordSchema } from "./auth.schema";

/** The new-password form behind the e-mailed link; `linkProblem` is set when it was refused. */
export function ResetPasswordForm({
  token,
  linkProblem,
}: {
  token: string | null;
  linkProblem: string | null;
}) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const form = useRouteForm({
    schema: resetPasswordSchema,
    intent: "reset-password",
    defaultValues: { token: token ?? "", newPassword: "" },
    failureTitle: t("reset.failedTitle"),
  });
  // A refused token (used, expired) is a problem of the link, not of the password typed.
  const refused = form.failure;
  const failure =
    linkProblem ??
    (token ? null : t("reset.missingToken")) ??
    (refused && !refused.fieldErrors.newPassword ? refused.detail : null);

  return (
    <div className="rounded-3xl border border-line bg-ink-soft p-5 shadow-2xl shadow-black/40 sm:p-8">
      {failure && (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-2xl border border-red-400/40 bg-red-400/10 p-4"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-300" aria-hidden="true" />
          <div>
            <p className="font-medium text-snow">{failure}</p>
            <Link
              to={`${lp("/auth")}?view=forgot`}
              className="mt-2 inline-block text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
            >
              {t("reset.requestNew")}
            </Link>
          </div>
        </div>
      )}
      {token && (
        <RouteForm form={form} className="space-y-5">
          <input type="hidden" {...form.field("token")} />
          <FormField
            name="newPassword"
            label={t("fields.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("fields.passwordHint")}
          />
          <SubmitButton
            busy={form.busy}
            label={t("reset.submit")}
            busyLabel={t("reset.busy")}
            icon={<KeyRound className="size-5" aria-hidden="true" />}
          />
        </RouteForm>
      )}
    </div>
  );
}
