import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** A form's submit button: disabled with a spinner and its busy label while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon,
  className,
  disabled,
}: {
  busy: boolean;
  /** Not ready to send yet (e.g. no rating chosen); busy disables it too. */
  disabled?: boolean;
  label: string;
  busyLabel: string;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass("primary", clsx("w-full py-3.5 text-base", className))}
    >
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : icon}
      {busy ? busyLabel : label}
    </button>
  );
}
