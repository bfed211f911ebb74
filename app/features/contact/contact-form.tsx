import { Send } from "lucide-react";
import { PrivacyNote } from "~/features/legal/legal-link";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { toast } from "~/components/ui/toast";
import { Honeypot } from "~/features/submissions/honeypot";
import { useTranslation } from "~/i18n/react";
import { isFormFailure, type FormFailure } from "~/lib/forms/form-result";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";
import { contactLimits } from "./contact-limits";

const fieldOrder = ["name", "email", "phone", "message"] as const;
type FieldName = (typeof fieldOrder)[number];

/**
 * The contact form beside the booking form (docs/decisions/052): no account, no slot. A plain
 * form the home page's action handles, checked by the server alone, so the home page carries no
 * validation library; with scripts it is sent through a fetcher and emptied once accepted.
 */
export function ContactForm({
  typed,
}: {
  /** What was typed into the server's form before this code arrived (`onDemand`). */
  typed?: () => Record<string, string>;
}) {
  const { t } = useTranslation("contact");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const fetcher = useFetcher<FormFailure>();
  const actionData: unknown = useActionData();
  const posted = isFormFailure(actionData) && actionData.intent === "contact" ? actionData : null;
  const [failure, setFailure] = useState<FormFailure | null>(posted);
  const [length, setLength] = useState((posted?.values.message ?? "").length);
  const markSubmitted = useFetcherOutcome(fetcher, {
    onSuccess: () => {
      formRef.current?.reset();
      setLength(0);
      setFailure(null);
    },
    onFailure: (refused) => {
      setFailure(refused);
      toast.error(refused.title, { description: refused.detail });
      const first = fieldOrder.find((name) => refused.fieldErrors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  });
  // A message typed before the code arrived is in the field (hydration keeps it): count it.
  useEffect(() => {
    const message = typed?.().message;
    if (message) setLength(message.length);
  }, [typed]);
  const errors = failure?.fieldErrors ?? {};
  const values = posted?.values ?? {};
  const firstInvalid = fieldOrder.find((name) => posted?.fieldErrors[name]);
  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    autoFocus: name === firstInvalid,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: `${inputClass} ${inputBorder(Boolean(errors[name]))}`,
  });
  const label = (name: FieldName, text: string, note?: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-2 block text-sm font-semibold text-snow">
      {text}
      {note && <span className="ml-1.5 font-normal text-mist">({note})</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className="relative mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        markSubmitted();
        void fetcher.submit(event.currentTarget, { method: "post", action });
      }}
    >
      <FormNotice failure={posted} />
      <input type="hidden" name="intent" value="contact" />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label("name", t("form.name"))}
          <input
            type="text"
            autoComplete="name"
            maxLength={contactLimits.name}
            {...field("name")}
          />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div>
          {label("email", t("form.email"))}
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={255}
            {...field("email")}
          />
          <FieldError id={`${id}-email-error`} message={errors.email} />
        </div>
      </div>
      <div>
        {label("phone", t("form.phone"), t("form.optional"))}
        <input type="tel" autoComplete="tel" maxLength={20} {...field("phone")} />
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>
      <div>
        {label("message", t("form.message"))}
        <textarea
          rows={5}
          maxLength={contactLimits.message}
          {...field("message")}
          aria-describedby={[`${id}-count`, errors.message && `${id}-message-error`]
            .filter(Boolean)
            .join(" ")}
          className={`${field("message").className} resize-y`}
          onInput={(event) => setLength(event.currentTarget.value.length)}
        />
        <p id={`${id}-count`} className="mt-2 text-right text-sm tabular-nums">
          <span aria-hidden="true">
            {t("form.counter", { used: length, max: contactLimits.message })}
          </span>
          <span className="sr-only">
            {t("form.counterLabel", { used: length, max: contactLimits.message })}
          </span>
        </p>
        <FieldError id={`${id}-message-error`} message={errors.message} />
      </div>
      <SubmitButton
        busy={fetcher.state !== "idle"}
        label={t("form.submit")}
        busyLabel={t("form.busy")}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
      <PrivacyNote />
    </form>
  );
}
