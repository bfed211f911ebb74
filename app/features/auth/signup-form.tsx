import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import type { z } from "zod";
import { useLanguage } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { useZodResolver } from "~/lib/zod-resolver";
import { signUpSchema } from "./auth.schema";
import { FormField } from "./form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";

type Values = z.input<typeof signUpSchema>;

/** Name, e-mail, optional phone and password; the new account is signed in at once. */
export function SignupForm({ onSuccess }: { onSuccess: () => Promise<void> }) {
  const { t } = useTranslation("auth");
  const lang = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof signUpSchema>>({
    resolver: useZodResolver(signUpSchema),
    defaultValues: { name: "", email: "", phone: "", password: "" },
  });

  async function signUp(values: z.output<typeof signUpSchema>) {
    const result = await apiFetch("/api/auth/sign-up/email", { body: values, lang });
    if (result.ok) {
      toast.success(t("signup.successTitle"), { description: t("signup.successText") });
      await onSuccess();
      return;
    }
    applyServerErrors(setError, result.problem, ["name", "email", "phone", "password"]);
    toast.error(t("signup.failedTitle"), {
      description: result.problem?.detail ?? t("networkError"),
    });
  }

  return (
    <form onSubmit={handleSubmit(signUp)} noValidate className="space-y-5">
      <FormField
        label={t("fields.name")}
        autoComplete="name"
        registration={register("name")}
        error={errors.name?.message}
      />
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <FormField
        label={t("fields.phone")}
        labelNote={t("fields.optional")}
        type="tel"
        autoComplete="tel"
        registration={register("phone")}
        error={errors.phone?.message}
      />
      <FormField
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        registration={register("password")}
        error={errors.password?.message}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t("signup.submit")}
        busyLabel={t("signup.busy")}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}
