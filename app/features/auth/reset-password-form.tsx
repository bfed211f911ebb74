import { KeyRound, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import type { z } from "zod";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { useZodResolver } from "~/lib/zod-resolver";
import { resetPasswordSchema } from "./auth.schema";
import { FormField } from "./form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";

const newPasswordSchema = resetPasswordSchema.pick({ newPassword: true });
type Values = z.input<typeof newPasswordSchema>;

/** The new-password form behind the e-mailed link; `problem` is set when the link was refused. */
export function ResetPasswordForm({
  token,
  linkProblem,
}: {
  token: string | null;
  linkProblem: string | null;
}) {
  const { t } = useTranslation("auth");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(
    linkProblem ?? (token ? null : t("reset.missingToken")),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof newPasswordSchema>>({
    resolver: useZodResolver(newPasswordSchema),
    defaultValues: { newPassword: "" },
  });

  async function save(values: z.output<typeof newPasswordSchema>) {
    const result = await apiFetch("/api/auth/reset-password", {
      body: { token, newPassword: values.newPassword },
      lang,
    });
    if (result.ok) {
      toast.success(t("reset.successTitle"), { description: t("reset.successText") });
      await navigate(lp("/auth"), { replace: true });
      return;
    }
    applyServerErrors(setError, result.problem, ["newPassword"]);
    const detail = result.problem?.detail ?? t("networkError");
    if (!result.problem?.errors?.some((error) => error.field === "newPassword")) setFailure(detail);
    toast.error(t("reset.failedTitle"), { description: detail });
  }

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
              to={lp("/auth")}
              className="mt-2 inline-block text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
            >
              {t("reset.requestNew")}
            </Link>
          </div>
        </div>
      )}
      {token && (
        <form onSubmit={handleSubmit(save)} noValidate className="space-y-5">
          <FormField
            label={t("fields.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("fields.passwordHint")}
            registration={register("newPassword")}
            error={errors.newPassword?.message}
          />
          <SubmitButton
            busy={isSubmitting}
            label={t("reset.submit")}
            busyLabel={t("reset.busy")}
            icon={<KeyRound className="size-5" aria-hidden="true" />}
          />
        </form>
      )}
    </div>
  );
}
