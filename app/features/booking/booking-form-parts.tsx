import { CalendarCheck, Info } from "lucide-react";
import { PrivacyNote } from "~/features/legal/legal-link";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { VerificationLanding } from "~/features/auth/verification-landing";
import { VerifyEmailNote } from "~/features/auth/verify-email-note";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/lib/use-site";
import { messageMax } from "./booking-fields";
import type { BookingFormService } from "./booking-price";
import { ServicePrice } from "./service-price";
import { formatCents } from "~/features/shop/product-price";
import { languageOf } from "./language-of";

/** The card around either booking form: heading, lead, and the signed-out note. */
export function BookingFormFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("booking");
  const user = useSite()?.user;
  return (
    <div className="relative isolate flex min-h-[46rem] flex-col overflow-hidden rounded-2xl border border-aurora/40 bg-ink-raised p-4 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(94_234_212/0.12),transparent_60%)]"
      />
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-aurora text-ink">
          <CalendarCheck className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-2xl font-semibold">{t("form.title")}</h3>
          <p className="mt-1 leading-relaxed">{t("form.lead")}</p>
        </div>
      </div>
      <VerificationLanding />
      {user && !user.emailVerified && <VerifyEmailNote email={user.email} />}
      {!user && (
        <p className="mt-5 flex gap-3 rounded-xl border border-line bg-ink/60 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-aurora" aria-hidden="true" />
          {t("form.signedOutNote")}
        </p>
      )}
      {children}
      <PrivacyNote className="mt-4 text-center text-sm" />
    </div>
  );
}

/** The optional message with its live counter (max 500, spec'd). */
export function MessageField({
  id,
  registration,
  length,
  error,
}: {
  id: string;
  registration:
    | UseFormRegisterReturn
    | {
        name: string;
        autoFocus?: boolean;
        defaultValue?: string;
        onInput?: (event: React.FormEvent<HTMLTextAreaElement>) => void;
      };
  length: number;
  error?: string;
}) {
  const { t } = useTranslation("booking");
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {t("form.message")}
        <span className="ml-1.5 font-normal text-mist">({t("form.optional")})</span>
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={messageMax}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, error && `${id}-error`]
          .filter(Boolean)
          .join(" ")}
        className={`${inputClass} ${inputBorder(Boolean(error))} resize-y`}
      />
      <div className="mt-2 flex justify-between gap-4 text-sm">
        <p id={`${id}-hint`}>{t("form.messageHint")}</p>
        <p id={`${id}-count`} className="shrink-0 tabular-nums">
          <span aria-hidden="true">{t("form.counter", { used: length, max: messageMax })}</span>
          <span className="sr-only">
            {t("form.counterLabel", { used: length, max: messageMax })}
          </span>
        </p>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The service list of both booking forms: the catalogue's bookable services as radio buttons,
 * each with its price (a select cannot strike the ordinary price through during a campaign).
 */
export function ServiceChoice({
  id,
  services,
  error,
  input,
  value,
}: {
  id: string;
  services: readonly BookingFormService[];
  error?: string;
  /** The props every radio gets: a name, or react-hook-form's registration. */
  input: { name: string; autoFocus?: boolean } & Partial<UseFormRegisterReturn>;
  /** The plain form's preselected service (the calendar form holds its own). */
  value?: string;
}) {
  const { t, i18n } = useTranslation("booking");
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-semibold text-snow">{t("form.service")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {services.map((service, index) => (
          <label
            key={service.id}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-ink/60 px-3 py-2.5 text-sm has-checked:border-aurora has-checked:bg-aurora/10 has-focus-visible:outline-2 has-focus-visible:outline-aurora ${error ? "border-red-400" : "border-line"}`}
          >
            <input
              type="radio"
              value={service.id}
              {...input}
              autoFocus={input.autoFocus && index === 0}
              {...(value !== undefined && { defaultChecked: value === service.id })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-4 shrink-0 accent-aurora"
            />
            <span className="flex-1 font-medium text-snow">
              {service.name}
              <span className="sr-only">, </span>
              {service.depositCents !== undefined && (
                <span className="block text-xs font-normal text-mist">
                  {t("price.deposit", {
                    price: formatCents(service.depositCents, languageOf(i18n), "EUR"),
                  })}
                  <span className="sr-only">, </span>
                </span>
              )}
            </span>
            <ServicePrice price={service.price} />
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
