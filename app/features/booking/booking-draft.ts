import type { BookingFormValues } from "./booking-fields";

const draftKey = "bookingDraft";

type BookingDraft = BookingFormValues;

/** Keeps what a signed-out visitor typed while they sign in (this tab only). */
export function saveDraft(values: Partial<Record<keyof BookingFormValues, unknown>>) {
  const draft: BookingDraft = {
    serviceType: String(values.serviceType ?? ""),
    bookingDate: String(values.bookingDate ?? ""),
    bookingTime: String(values.bookingTime ?? ""),
    message: String(values.message ?? ""),
  };
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage blocked: the visitor types again, nothing worse.
  }
}

/** Whether a draft waits to be restored (without taking it). */
export function hasDraft(): boolean {
  try {
    return sessionStorage.getItem(draftKey) !== null;
  } catch {
    return false;
  }
}

/** The saved draft, once: it is removed as it is read. */
export function takeDraft(): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(draftKey);
    sessionStorage.removeItem(draftKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BookingDraft>;
    return {
      serviceType: typeof parsed.serviceType === "string" ? parsed.serviceType : "",
      bookingDate: typeof parsed.bookingDate === "string" ? parsed.bookingDate : "",
      bookingTime: typeof parsed.bookingTime === "string" ? parsed.bookingTime : "",
      message: typeof parsed.message === "string" ? parsed.message.slice(0, 500) : "",
    };
  } catch {
    return null;
  }
}
