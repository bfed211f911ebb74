import { Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { AdminActionForm } from "../admin-action-form";
import type { AdminBooking } from "./admin-bookings.server";

/**
 * The seconds left, counted down from what the server said when it made the page (not from the
 * browser's own clock, which may be off). The server's page and the first render in the browser
 * show the same number, so hydration agrees.
 */
function useSecondsLeft(fromServer: number): number {
  const [left, setLeft] = useState(fromServer);
  useEffect(() => {
    const deadline = Date.now() + fromServer * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [fromServer]);
  return left;
}

/**
 * "Undo" while the confirmation's mail is held (decision 103), with how long it still is: once
 * the time is up the button goes (a click then could only be refused) and the list is read again.
 * The count is the button's description, read when the owner reaches it, not announced each
 * second.
 */
export function UndoConfirmationForm({ booking, when }: { booking: AdminBooking; when: string }) {
  const { t } = useTranslation("admin");
  const left = useSecondsLeft(booking.undoSecondsLeft ?? 0);
  // The same function for the router's life, so the list is read again once.
  const { revalidate } = useRevalidator();
  const expired = left === 0;
  // The list read again no longer offers the undo (the server counts from its own clock).
  useEffect(() => {
    if (expired) void revalidate();
  }, [expired, revalidate]);
  if (expired) return null;
  const hintId = `undo-hint-${booking.id}`;
  return (
    <AdminActionForm
      intent="undo"
      fields={{ bookingId: booking.id }}
      failureTitle={t("bookings.failedTitle")}
    >
      {(busy) => (
        <div className="grid gap-1">
          <Button
            type="submit"
            disabled={busy}
            aria-label={t("bookings.undoLabel", { date: when, time: booking.bookingTime })}
            aria-describedby={hintId}
            className="px-4 py-2"
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {busy ? t("bookings.busy") : t("bookings.undo")}
          </Button>
          <p id={hintId} className="text-xs text-mist tabular-nums">
            {t("bookings.undoHint", { count: left })}
          </p>
        </div>
      )}
    </AdminActionForm>
  );
}
