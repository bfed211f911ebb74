import { XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { depositOnCancelText, type DepositOnCancel } from "~/features/booking/deposit-on-cancel";
import { languageOf } from "~/features/booking/language-of";
import { useTranslation } from "~/i18n/react";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Cancels one pending booking: a form posting to the page's action. With scripts a dialog asks
 * first; without them the button cancels at once (the booking can simply be made again). A paid
 * deposit's fate is in the dialog, and in the card's note (`describedBy`) for a page without
 * scripts.
 */
export function CancelBookingForm({
  bookingId,
  service,
  date,
  time,
  deposit,
  describedBy,
}: {
  bookingId: string;
  service: string;
  date: string;
  time: string;
  deposit?: DepositOnCancel;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation("bookings");
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";

  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(t("cancel.failedTitle"), { description: failure.detail }),
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      onSubmit={(event) => {
        if (confirming) return;
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="bookingId" value={bookingId} />
      <Button
        type="submit"
        variant="secondary"
        disabled={busy}
        aria-label={t("cancel.buttonLabel", { service, date })}
        aria-describedby={describedBy}
        className="hover:border-red-300 hover:text-red-300"
      >
        <XCircle className="size-4" aria-hidden="true" />
        {busy ? t("cancel.busy") : t("cancel.button")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("cancel.confirmTitle")}
        text={[
          t("cancel.confirmText", { service, date, time }),
          ...(deposit ? [depositOnCancelText(deposit, languageOf(i18n), t)] : []),
        ].join(" ")}
        confirmLabel={t("cancel.confirm")}
        cancelLabel={t("cancel.keep")}
        busyLabel={t("cancel.busy")}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          markSubmitted();
          void fetcher.submit(formRef.current);
        }}
        onCancel={() => setConfirming(false)}
      />
    </fetcher.Form>
  );
}
