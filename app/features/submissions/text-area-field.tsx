import { clsx } from "clsx";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { useRouteFormContext } from "~/components/forms/route-form";

/**
 * A labelled text area of a <RouteForm> with a live "x/max" counter (read out as "x of max
 * characters"), its hint and its inline error. The browser caps the input at `maxLength`.
 */
export function TextAreaField({
  name,
  label,
  hint,
  maxLength,
  counter,
  rows = 5,
}: {
  name: string;
  label: string;
  hint?: string;
  maxLength: number;
  counter: (used: number) => { shown: string; spoken: string };
  rows?: number;
}) {
  const { form, field, errorFor } = useRouteFormContext();
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const error = errorFor(name);
  const id = useId();
  const { shown, spoken } = counter(value?.length ?? 0);
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        {...field(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, `${id}-count`, error && `${id}-error`]
          .filter(Boolean)
          .join(" ")}
        className={clsx(inputClass, inputBorder(Boolean(error)), "resize-y")}
      />
      <div className="mt-2 flex justify-between gap-4 text-sm">
        <p id={`${id}-hint`}>{hint}</p>
        <p id={`${id}-count`} className="shrink-0 tabular-nums">
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{spoken}</span>
        </p>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
