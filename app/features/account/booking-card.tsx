import { CalendarDays, Clock, MessageSquare, XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useDateLabels } from "~/features/booking/use-date-labels";
import { useLanguage } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { ConfirmDialog } from "./confirm-dialog";
import { StatusBadge } from "./status-badge";

export type CustomerBooking = {
  id: string;
  serviceType: string;
  status: string;
  bookingDate: string;
  bookingTime: string;
  message: string | null;
};

/** One booking: service, status, date, time, message; pending ones can be cancelled. */
export function BookingCard({
  booking,
  onChanged,
}: {
  booking: CustomerBooking;
  onChanged: () => void;
}) {
  const { t } = useTranslation("bookings");
  const { t: ta } = useTranslation("auth");
  const lang = useLanguage();
  const serviceLabel = useServiceLabel();
  const { fullDate } = useDateLabels();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const service = serviceLabel(booking.serviceType);
  const date = fullDate(booking.bookingDate);

  async function cancel() {
    setBusy(true);
    const result = await apiFetch(`/api/bookings/${encodeURIComponent(booking.id)}/cancel`, {
      body: {},
      lang,
    });
    setBusy(false);
    setConfirming(false);
    if (result.ok) {
      toast.success(t("cancel.successTitle"), { description: t("cancel.successText") });
    } else {
      toast.error(t("cancel.failedTitle"), {
        description: result.problem?.detail ?? ta("networkError"),
      });
    }
    onChanged();
  }

  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-ink-soft p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{service}</h3>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex items-start gap-3">
          <dt className="flex items-center gap-2">
            <CalendarDays className="size-4 text-aurora" aria-hidden="true" />
            <span className="sr-only">{t("list.date")}</span>
          </dt>
          <dd className="font-medium text-snow first-letter:uppercase">{date}</dd>
        </div>
        <div className="flex items-start gap-3">
          <dt className="flex items-center gap-2">
            <Clock className="size-4 text-aurora" aria-hidden="true" />
            <span className="sr-only">{t("list.time")}</span>
          </dt>
          <dd className="font-medium text-snow tabular-nums">{booking.bookingTime}</dd>
        </div>
        {booking.message && (
          <div className="flex items-start gap-3">
            <dt className="flex items-center gap-2 pt-0.5">
              <MessageSquare className="size-4 text-aurora" aria-hidden="true" />
              <span className="sr-only">{t("list.message")}</span>
            </dt>
            <dd className="leading-relaxed break-words whitespace-pre-line">{booking.message}</dd>
          </div>
        )}
      </dl>
      {booking.status === "pending" && (
        <div className="mt-auto pt-5">
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={t("cancel.buttonLabel", { service, date })}
            className="hover:border-red-300 hover:text-red-300"
          >
            <XCircle className="size-4" aria-hidden="true" />
            {busy ? t("cancel.busy") : t("cancel.button")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("cancel.confirmTitle")}
        text={t("cancel.confirmText", { service, date, time: booking.bookingTime })}
        confirmLabel={t("cancel.confirm")}
        cancelLabel={t("cancel.keep")}
        busyLabel={t("cancel.busy")}
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
