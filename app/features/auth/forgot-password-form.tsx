import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/components/forms/form-field";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { requestResetSchema } from "./auth.schema";

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation("auth");
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-aurora underline underline-offset-4 hover:no-underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("forgot.back")}
    </Link>
  );
}

/** Keyboard and screen-reader users land on a new view's heading, not on <body>. */
function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ backTo }: { backTo: string }) {
  const { t } = useTranslation("auth");
  const heading = useFocusOnMount();
  const form = useRouteForm({
    schema: requestResetSchema,
    intent: "request-reset",
    defaultValues: { email: "" },
    failureTitle: t("forgot.title"),
  });
  return (
    <RouteForm form={form} className="space-y-5">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("forgot.title")}
        </h2>
        <p className="mt-2 leading-relaxed">{t("forgot.text")}</p>
      </div>
      <FormField
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton
        busy={form.busy}
        label={t("forgot.submit")}
        busyLabel={t("forgot.busy")}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
      <p className="text-center">
        <BackLink to={backTo} />
      </p>
    </RouteForm>
  );
}

export function ResetLinkSent({ backTo }: { backTo: string }) {
  const { t } = useTranslation("auth");
  const heading = useFocusOnMount();
  return (
    <div role="status" className="space-y-4 text-center">
      <MailCheck className="mx-auto size-10 text-aurora" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("forgot.sentTitle")}
      </h2>
      <p className="leading-relaxed">{t("forgot.sentText")}</p>
      <BackLink to={backTo} />
    </div>
  );
}
