import { clsx } from "clsx";
import { CircleCheck, CircleCheckBig, CircleX, Clock } from "lucide-react";
import { useTranslation } from "~/i18n/react";

// Spec section 4: confirmed green, cancelled red, anything else yellow ("pending"). Declined by
// the studio is red like cancelled; completed is done, in a quiet tone; one held for its
// deposit says so, in the same yellow as a request.
const styles = {
  confirmed: {
    Icon: CircleCheck,
    className: "bg-emerald-400/15 text-emerald-300 ring-emerald-400/40",
  },
  cancelled: { Icon: CircleX, className: "bg-red-400/15 text-red-300 ring-red-400/40" },
  declined: { Icon: CircleX, className: "bg-red-400/15 text-red-300 ring-red-400/40" },
  completed: { Icon: CircleCheckBig, className: "bg-sky-400/15 text-sky-200 ring-sky-400/40" },
  pending: { Icon: Clock, className: "bg-amber-300/15 text-amber-200 ring-amber-300/40" },
  // Waiting for its deposit at the checkout (decision 109): not yet a request the studio sees.
  held: { Icon: Clock, className: "bg-amber-300/15 text-amber-200 ring-amber-300/40" },
} as const;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("bookings");
  const key = Object.hasOwn(styles, status) ? (status as keyof typeof styles) : "pending";
  const { Icon, className } = styles[key];
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1",
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{t("status.label")}: </span>
      {t(`status.${key}`)}
    </span>
  );
}
