import { UserPlus } from "lucide-react";
import { PrivacyNote } from "~/features/legal/legal-link";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { signUpSchema } from "./auth.schema";

/** Name, e-mail, optional phone and password; the new account is signed in at once. */
export function SignupForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation("auth");
  const form = useRouteForm({
    schema: signUpSchema,
    intent: "sign-up",
    defaultValues: { name: "", email: "", phone: "", password: "", returnTo: returnTo ?? "" },
    failureTitle: t("signup.failedTitle"),
  });
  return (
    <RouteForm form={form} className="space-y-5">
      <FormNotice
        failure={form.postedFailure && { ...form.postedFailure, title: t("signup.failedTitle") }}
      />
      <input type="hidden" {...form.field("returnTo")} />
      <FormField name="name" label={t("fields.name")} autoComplete="name" />
      <FormField
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <FormField
        name="phone"
        label={t("fields.phone")}
        labelNote={t("fields.optional")}
        hint={t("fields.phoneHint")}
        keepHint
        type="tel"
        autoComplete="tel"
      />
      <FormField
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
      />
      <SubmitButton
        busy={form.busy}
        label={t("signup.submit")}
        busyLabel={t("signup.busy")}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      />
      <PrivacyNote />
    </RouteForm>
  );
}
