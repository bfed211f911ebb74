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
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass("primary", clsx("w-full py-3.5 text-base", className))}
    >
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : icon}
      {busy ? busyLabel : label}
    </button>
  );
}
