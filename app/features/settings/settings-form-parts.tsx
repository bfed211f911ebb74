import { clsx } from "clsx";
import { Save } from "lucide-react";
import { useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { useTranslation } from "~/i18n/react";
import { isFormFailure } from "~/lib/forms/form-result";
import type { FormFields } from "./settings.schema";

// The settings forms are plain HTML forms posted to the page's action (docs/decisions/022):
// they work without scripts; with them, React Router posts them and shows the answer in place.
// The server checks every field (settings.schema.ts) and answers a refusal with every message
// in the page's language and what was typed, which the form shows again.

export type SectionFormState = {
  /** What the fields show: what was typed after a refusal, else the stored value. */
  values: FormFields;
  errors: Record<string, string>;
};

/** The state of one section's form: its refusal, if the last post was this form's. */
export function useSectionForm(
  intent: string,
  stored: FormFields,
): SectionFormState & {
  failure: { title: string; detail: string } | null;
  busy: boolean;
} {
  const actionData: unknown = useActionData();
  const navigation = useNavigation();
  const posted = isFormFailure(actionData) && actionData.intent === intent ? actionData : null;
  return {
    values: posted ? posted.values : stored,
    errors: posted?.fieldErrors ?? {},
    failure: posted,
    busy: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** One section of the page: a heading, a lead and its own form. */
export function SettingsSection({
  id,
  intent,
  title,
  lead,
  state,
  children,
}: {
  id: string;
  intent: string;
  title: string;
  lead: string;
  state: ReturnType<typeof useSectionForm>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("settings");
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-ink-soft p-6 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold text-snow">
        {title}
      </h2>
      <p className="mt-2 text-sm">{lead}</p>
      <Form method="post" className="mt-6 space-y-6" aria-labelledby={headingId}>
        <FormNotice
          failure={state.failure && { title: t("errors.title"), detail: state.failure.detail }}
        />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <SubmitButton
          busy={state.busy}
          label={t("save")}
          busyLabel={t("saving")}
          icon={<Save className="size-5" aria-hidden="true" />}
          className="sm:w-auto sm:px-8"
        />
      </Form>
    </section>
  );
}

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  labelNote?: string;
  state: SectionFormState;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue">;

/** A labelled input with its hint and error, tied to it for screen readers. */
export function SettingsField({
  name,
  label,
  hint,
  labelNote,
  state,
  className,
  rows,
  ...input
}: FieldProps) {
  const id = useId();
  const error = state.errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const value = state.values[name] ?? "";
  const control = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: clsx(inputClass, inputBorder(Boolean(error))),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
        {labelNote && <span className="ml-1.5 font-normal text-mist">({labelNote})</span>}
      </label>
      {/* A new key after each answer: the field takes the value shown now, not the one typed before. */}
      {rows ? (
        <textarea key={value} rows={rows} {...control} />
      ) : (
        <input key={value} {...control} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-mist">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of checkboxes posted as "<group>.<key>" = "on". */
export function CheckboxGroup({
  group,
  legend,
  options,
  state,
}: {
  group: string;
  legend: string;
  options: { key: string | number; label: string }[];
  state: SectionFormState;
}) {
  const id = useId();
  const error = state.errors[group];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 block text-sm font-semibold text-snow">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const name = `${group}.${option.key}`;
          const checked = state.values[name] === "on";
          return (
            <label key={name} className="flex items-center gap-3 text-sm text-snow">
              <input
                type="checkbox"
                name={name}
                key={String(checked)}
                defaultChecked={checked}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-aurora"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A select of the day's whole hours, 00:00 … 23:00. */
export function HourSelect({
  name,
  label,
  hintId,
  state,
}: {
  name: string;
  label: string;
  hintId?: string;
  state: SectionFormState;
}) {
  const id = useId();
  const error = state.errors[name];
  const value = state.values[name] ?? "";
  const describedBy = [hintId, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
      </label>
      <select
        id={id}
        name={name}
        key={value}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(inputClass, inputBorder(Boolean(error)), "appearance-auto")}
      >
        {/* A value typed outside the hours (posted without the select) is shown as it was. */}
        {!/^\d{1,2}$/.test(value) || Number(value) > 23 ? (
          <option value={value}>{value}</option>
        ) : null}
        {Array.from({ length: 24 }, (_, hour) => (
          <option key={hour} value={String(hour)}>
            {`${String(hour).padStart(2, "0")}:00`}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
