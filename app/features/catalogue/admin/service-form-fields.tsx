import { clsx } from "clsx";
import { useId } from "react";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { useRouteFormContext } from "~/components/forms/route-form";

// The service form's own controls beside FormField: a text area, a select and a checkbox of a
// <RouteForm>, each labelled and tied to its hint and error for screen readers.

type Common = { name: string; label: string; hint?: string; lang?: string };

function useControl(name: string, hint?: string) {
  const context = useRouteFormContext();
  const error = context.errorFor(name);
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    error,
    context,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-2 text-sm text-mist">
      {hint}
    </p>
  );
}

const labelClass = "mb-2 block text-sm font-semibold text-snow";

export function TextAreaControl({ name, label, hint, lang, rows = 4 }: Common & { rows?: number }) {
  const { id, error, context, aria } = useControl(name, hint);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        lang={lang}
        {...context.field(name)}
        {...aria}
        className={clsx(inputClass, inputBorder(Boolean(error)), "resize-y")}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectControl({
  name,
  label,
  hint,
  options,
}: Common & { options: { value: string; label: string }[] }) {
  const { id, error, context, aria } = useControl(name, hint);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        {...context.field(name)}
        {...aria}
        className={clsx(inputClass, inputBorder(Boolean(error)))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Posted as "on" when checked, left out when not (as a plain form posts a checkbox). */
export function CheckboxControl({ name, label }: Common) {
  const { id, context } = useControl(name);
  const checked = context.form.formState.defaultValues?.[name] === "on";
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        value="on"
        {...context.form.register(name)}
        defaultChecked={checked}
        className="mt-0.5 size-5 shrink-0 accent-aurora"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
