import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import type { z } from "zod";
import { useLanguage } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { useZodResolver } from "~/lib/zod-resolver";
import { requestResetSchema } from "./auth.schema";
import { FormField } from "./form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";

type Values = z.input<typeof requestResetSchema>;

/**
 * Asks for a reset link. Whatever the server answers, the visitor sees the same confirmation:
 * the page never tells whether an address has an account.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("auth");
  const lang = useLanguage();
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof requestResetSchema>>({
    resolver: useZodResolver(requestResetSchema),
    defaultValues: { email: "" },
  });

  // Keyboard and screen-reader users land on the new view's heading, not on <body>.
  useEffect(() => headingRef.current?.focus(), [sent]);

  async function requestLink(values: z.output<typeof requestResetSchema>) {
    const result = await apiFetch("/api/auth/request-password-reset", { body: values, lang });
    if (result.status === 0) {
      toast.error(t("signup.failedTitle"), { description: t("networkError") });
      return;
    }
    if (!result.ok && result.status === 400 && result.problem?.errors?.length) {
      applyServerErrors(setError, result.problem, ["email"]);
      return;
    }
    setSent(true);
  }

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("forgot.back")}
    </button>
  );

  if (sent) {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck className="mx-auto size-10 text-aurora" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("forgot.sentTitle")}
        </h2>
        <p className="leading-relaxed">{t("forgot.sentText")}</p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(requestLink)} noValidate className="space-y-5">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("forgot.title")}
        </h2>
        <p className="mt-2 leading-relaxed">{t("forgot.text")}</p>
      </div>
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t("forgot.submit")}
        busyLabel={t("forgot.busy")}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
      <p className="text-center">{back}</p>
    </form>
  );
}
