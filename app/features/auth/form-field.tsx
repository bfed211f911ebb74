import { clsx } from "clsx";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export const inputClass =
  "block w-full rounded-xl border bg-ink px-4 py-3 text-base text-snow placeholder:text-mist/60 transition-colors focus:border-aurora focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-aurora";

/** The border of an input: red while its field has an error (spec section 5). */
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
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | "id">;

/** A labelled text input with its hint and inline error (aria-invalid, aria-describedby). */
export function FormField({
  label,
  registration,
  error,
  hint,
  labelNote,
  className,
  ...inputProps
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
        {labelNote && <span className="ml-1.5 font-normal text-mist">({labelNote})</span>}
      </label>
      <input
        id={id}
        {...inputProps}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClass, inputBorder(Boolean(error)))}
      />
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-mist">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
