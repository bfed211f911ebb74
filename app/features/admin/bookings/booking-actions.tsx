import { Check, CheckCheck, X } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, inputBorder } from "~/components/forms/form-field";
import { useTranslation } from "~/i18n/react";
import { CreateClientGalleryButton } from "~/features/galleries/client/create-gallery-button";
import { AdminActionForm } from "../admin-action-form";
import type { AdminBooking } from "./admin-bookings.server";
import { MoveForm } from "./move-form";
import { UndoConfirmationForm } from "./undo-form";

/** The owner's buttons for one booking: only those its state allows. */
export function BookingActions({ booking, when }: { booking: AdminBooking; when: string }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("clientGallery");
  const time = booking.bookingTime;
  const fields = { bookingId: booking.id };
  const failureTitle = t("bookings.failedTitle");
  const open = booking.status === "pending" || booking.status === "confirmed";
  return (
    // One action a line on a phone: an opened form then has the card's width (decision 103).
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap">
      {booking.status === "pending" && <ConfirmForm booking={booking} when={when} />}
      {booking.undoSecondsLeft !== undefined && (
        <UndoConfirmationForm key={booking.undoUntil} booking={booking} when={when} />
      )}
      {booking.status === "confirmed" && (
        <AdminActionForm intent="complete" fields={fields} failureTitle={failureTitle}>
          {(busy) => (
            <Button
              type="submit"
              variant="secondary"
              disabled={busy}
              aria-label={t("bookings.completeLabel", { date: when, time })}
              className="px-4 py-2"
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {busy ? t("bookings.busy") : t("bookings.complete")}
            </Button>
          )}
        </AdminActionForm>
      )}
      {open && <MoveForm booking={booking} when={when} />}
      {open && <DeclineForm booking={booking} when={when} />}
      {(booking.status === "confirmed" || booking.status === "completed") && (
        <CreateClientGalleryButton
          bookingId={booking.id}
          label={tc("booking.createGalleryLabel", { date: when, time })}
        />
      )}
    </div>
  );
}

/** One tap confirms; a note to the customer can go with it, in a field that needs no script. */
function ConfirmForm({ booking, when }: { booking: AdminBooking; when: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <AdminActionForm
      intent="confirm"
      fields={{ bookingId: booking.id }}
      failureTitle={t("bookings.failedTitle")}
      className="grid max-w-sm gap-2"
    >
      {(busy) => (
        <>
          <Button
            type="submit"
            disabled={busy}
            aria-label={t("bookings.confirmLabel", { date: when, time: booking.bookingTime })}
            className="justify-self-start px-4 py-2"
          >
            <Check className="size-4" aria-hidden="true" />
            {busy ? t("bookings.busy") : t("bookings.confirm")}
          </Button>
          <details>
            <summary className="cursor-pointer text-sm text-aurora underline">
              {t("bookings.confirmMessage")}
            </summary>
            <label htmlFor={id} className="sr-only">
              {t("bookings.confirmMessage")}
            </label>
            <textarea
              id={id}
              name="message"
              maxLength={500}
              rows={3}
              aria-describedby={`${id}-hint`}
              className={`mt-2 ${inputClass} ${inputBorder(false)}`}
            />
            <p id={`${id}-hint`} className="text-xs text-mist">
              {t("bookings.confirmMessageHint")}
            </p>
          </details>
        </>
      )}
    </AdminActionForm>
  );
}

/** Declining opens a field for an optional message to the customer; no script needed. */
function DeclineForm({ booking, when }: { booking: AdminBooking; when: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <details className="group max-w-full">
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-red-300 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-aurora"
        aria-label={t("bookings.declineLabel", { date: when, time: booking.bookingTime })}
      >
        <X className="size-4" aria-hidden="true" />
        {t("bookings.decline")}
      </summary>
      <AdminActionForm
        intent="decline"
        fields={{ bookingId: booking.id }}
        failureTitle={t("bookings.failedTitle")}
        className="mt-3 grid max-w-sm gap-2"
      >
        {(busy) => (
          <>
            <label htmlFor={id} className="text-sm font-semibold">
              {t("bookings.declineMessage")}
            </label>
            <textarea
              id={id}
              name="message"
              maxLength={500}
              rows={3}
              aria-describedby={`${id}-hint`}
              className={`${inputClass} ${inputBorder(false)}`}
            />
            <p id={`${id}-hint`} className="text-xs text-mist">
              {t("bookings.declineMessageHint")}
            </p>
            <Button
              type="submit"
              variant="secondary"
              disabled={busy}
              className="justify-self-start px-4 py-2"
            >
              {busy ? t("bookings.busy") : t("bookings.decline")}
            </Button>
          </>
        )}
      </AdminActionForm>
    </details>
  );
}
