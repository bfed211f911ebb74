import { emptyBooking, messageMax, type BookingFormValues } from "./booking-fields";

// What was typed in the booking form, kept in this tab (sessionStorage) until the booking is
// sent: a reload, a visit to another page, or signing in on the way (a signed-out visitor, or a
// session that ended) all come back to the same fields. Closing the tab forgets it.

const draftKey = "bookingDraft";

/** Stores the form's current values; an empty form leaves no draft behind. */
export function saveDraft(values: Partial<Record<keyof BookingFormValues, unknown>>) {
  const draft: BookingFormValues = {
    serviceType: String(values.serviceType ?? ""),
    bookingDate: String(values.bookingDate ?? ""),
    bookingTime: String(values.bookingTime ?? ""),
    message: String(values.message ?? ""),
  };
  try {
    if (Object.values(draft).every((value) => value === "")) sessionStorage.removeItem(draftKey);
    else sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage blocked: the visitor types again, nothing worse.
  }
}

/** Whether a draft waits to be restored. */
export function hasDraft(): boolean {
  try {
    return sessionStorage.getItem(draftKey) !== null;
  } catch {
    return false;
  }
}

/** The kept draft (it stays until the booking is sent), checked field by field. */
export function readDraft(): BookingFormValues | null {
  try {
    const raw = sessionStorage.getItem(draftKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<keyof BookingFormValues, unknown>>;
    const text = (name: keyof BookingFormValues) =>
      typeof parsed[name] === "string" ? parsed[name] : emptyBooking[name];
    return {
      serviceType: text("serviceType"),
      bookingDate: text("bookingDate"),
      bookingTime: text("bookingTime"),
      message: text("message").slice(0, messageMax),
    };
  } catch {
    return null;
  }
}

/** The booking was sent: nothing to restore any more. */
export function clearDraft() {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was stored.
  }
}
