import { Send } from "lucide-react";
import { PrivacyNote } from "~/features/legal/legal-link";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Honeypot } from "~/features/submissions/honeypot";
import { TextAreaField } from "~/features/submissions/text-area-field";
import { useTranslation } from "~/i18n/react";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { applicationInputSchema, applicationLimits } from "./application.schema";

const empty = {
  name: "",
  email: "",
  phone: "",
  specialization: "",
  experience: "",
  portfolio: "",
  message: "",
};

/** Toasts of this form stay 5 s (spec section 8). */
const toastMs = 5000;

/**
 * The freelancer application (spec section 5): errors under each field with a red border,
 * "Skickar..." while it is sent, emptied once accepted.
 */
export function ApplicationForm({ typed }: { typed?: () => Record<string, string> }) {
  const { t } = useTranslation("application");
  const routeForm = useRouteForm({
    schema: applicationInputSchema,
    intent: "apply",
    defaultValues: empty,
    typed,
    toastInvalid: t("toast.validationTitle"),
    toastDuration: toastMs,
    onSuccess: () => routeForm.form.reset(empty),
  });
  return (
    <RouteForm form={routeForm} className="relative space-y-5">
      <FormNotice failure={routeForm.postedFailure} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="name"
          label={t("form.name")}
          autoComplete="name"
          maxLength={applicationLimits.name}
        />
        <FormField
          name="email"
          label={t("form.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={255}
        />
        <FormField
          name="phone"
          label={t("form.phone")}
          type="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <FormField
          name="specialization"
          label={t("form.specialization")}
          hint={t("form.specializationHint")}
          maxLength={applicationLimits.specialization}
        />
        <FormField
          name="experience"
          label={t("form.experience")}
          type="number"
          inputMode="numeric"
          min={0}
          max={applicationLimits.experience}
          step={1}
        />
        <FormField
          name="portfolio"
          label={t("form.portfolio")}
          labelNote={t("form.optional")}
          hint={t("form.portfolioHint")}
          type="url"
          inputMode="url"
          maxLength={applicationLimits.portfolio}
        />
      </div>
      <TextAreaField
        name="message"
        label={t("form.message")}
        hint={t("form.messageHint")}
        maxLength={applicationLimits.message}
        counter={(used) => ({
          shown: t("form.counter", { used, max: applicationLimits.message }),
          spoken: t("form.counterLabel", { used, max: applicationLimits.message }),
        })}
      />
      <SubmitButton
        busy={routeForm.busy}
        label={t("form.submit")}
        busyLabel={t("form.busy")}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
      <PrivacyNote />
    </RouteForm>
  );
}
