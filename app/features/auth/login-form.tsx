import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import type { z } from "zod";
import { useLanguage } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { useZodResolver } from "~/lib/zod-resolver";
import { signInSchema } from "./auth.schema";
import { FormField } from "./form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";

type Values = z.input<typeof signInSchema>;

/** E-mail and password (spec sections 5 and 8); success and failure are told by toasts. */
export function LoginForm({
  onSuccess,
  onForgotPassword,
}: {
  onSuccess: () => Promise<void>;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation("auth");
  const lang = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof signInSchema>>({
    resolver: useZodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  async function signIn(values: z.output<typeof signInSchema>) {
    const result = await apiFetch("/api/auth/sign-in/email", { body: values, lang });
    if (result.ok) {
      toast.success(t("login.successTitle"), { description: t("login.successText") });
      await onSuccess();
      return;
    }
    applyServerErrors(setError, result.problem, ["email", "password"]);
    toast.error(t("login.failedTitle"), {
      description: result.problem?.detail ?? t("networkError"),
    });
  }

  return (
    <form onSubmit={handleSubmit(signIn)} noValidate className="space-y-5">
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <FormField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        registration={register("password")}
        error={errors.password?.message}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t("login.submit")}
        busyLabel={t("login.busy")}
        icon={<LogIn className="size-5" aria-hidden="true" />}
      />
      <p className="text-center">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded-md text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
        >
          {t("forgot.open")}
        </button>
      </p>
    </form>
  );
}
