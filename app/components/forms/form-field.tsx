import { clsx } from "clsx";
import { useId } from "react";
import { useRouteFormContext } from "./route-form";

export const inputClass =
  "block w-full rounded-xl border bg-ink px-4 py-3 text-base text-snow placeholder:text-mist/60 transition-colors focus:border-aurora focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-aurora";

/** The border of an input: red while its field has an error. */
export function inputBorder(invalid: boolean) {
  return invalid ? "border-red-400" : "border-line hover:border-mist/50";
}

/** Where a field's error is shown: under the field, tied to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-300">
      {message}
    </p>
  );
}

type Props = {
  name: string;
  label: string;
  hint?: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
  /** Keep the hint beside an error (when it says what the error does not, e.g. a format). */
  keepHint?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue">;

/**
 * A labelled text input of a <RouteForm>, with its hint and inline error (aria-invalid,
 * aria-describedby). The name is the form field's name, so the input posts without scripts.
 */
export function FormField({
  name,
  label,
  hint,
  labelNote,
  keepHint,
  className,
  ...inputProps
}: Props) {
  const { field, errorFor } = useRouteFormContext();
  const error = errorFor(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The hint is left out while an error says the same thing more precisely.
  const showHint = hint && (keepHint || !error);
  const describedBy = [showHint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
        {labelNote && <span className="ml-1.5 font-normal text-mist">({labelNote})</span>}
      </label>
      <input
        id={id}
        {...inputProps}
        {...field(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClass, inputBorder(Boolean(error)))}
      />
      {showHint && (
        <p id={hintId} className="mt-2 text-sm text-mist">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
