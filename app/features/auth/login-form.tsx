import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { signInSchema } from "./auth.schema";

/** E-mail and password; the action signs in and goes back to where the visitor came from. */
export function LoginForm({
  returnTo,
  forgotHref,
}: {
  returnTo: string | null;
  forgotHref: string;
}) {
  const { t } = useTranslation("auth");
  const form = useRouteForm({
    schema: signInSchema,
    intent: "sign-in",
    defaultValues: { email: "", password: "", returnTo: returnTo ?? "" },
    failureTitle: t("login.failedTitle"),
  });
  return (
    <RouteForm form={form} className="space-y-5">
      <FormNotice
        failure={form.postedFailure && { ...form.postedFailure, title: t("login.failedTitle") }}
      />
      <input type="hidden" {...form.field("returnTo")} />
      <FormField
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <FormField
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton
        busy={form.busy}
        label={t("login.submit")}
        busyLabel={t("login.busy")}
        icon={<LogIn className="size-5" aria-hidden="true" />}
      />
      <p className="text-center">
        <Link
          to={forgotHref}
          replace
          preventScrollReset
          className="rounded-md text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
        >
          {t("forgot.open")}
        </Link>
      </p>
    </RouteForm>
  );
}
