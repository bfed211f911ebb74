import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { applyServerErrors } from "~/features/auth/server-errors";
import { authPathWithReturn } from "~/features/auth/return-to";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { useSite } from "~/lib/use-site";
import type { BookingInput, ValidBooking } from "./booking.schema";
import { saveDraft } from "./booking-draft";

export const bookingFields = ["serviceType", "bookingDate", "bookingTime", "message"] as const;
export type BookingFormValues = {
  serviceType: string;
  bookingDate: string;
  bookingTime: string;
  message: string;
};
export const emptyBooking: BookingFormValues = {
  serviceType: "",
  bookingDate: "",
  bookingTime: "",
  message: "",
};

/**
 * What the booking form does on submit (spec sections 4, 6 and 8): a visitor is sent to sign in
 * with their draft kept; a customer's booking is checked with the shared schema and sent.
 */
export function useBookingSubmit(
  form: UseFormReturn<BookingFormValues, unknown, ValidBooking>,
  reloadAvailability: () => void,
) {
  const { t } = useTranslation("booking");
  const { t: ta } = useTranslation("auth");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const signedIn = Boolean(useSite()?.user);

  function sendToSignIn() {
    saveDraft(form.getValues());
    toast.error(t("toast.loginTitle"), { description: t("toast.loginText") });
    void navigate(authPathWithReturn(lp("/auth"), lp("/#kontakt")));
  }

  function onInvalid(errors: FieldErrors<BookingFormValues>) {
    const first = bookingFields.map((field) => errors[field]?.message).find(Boolean);
    toast.error(t("toast.validationTitle"), { description: first });
  }

  async function send(values: ValidBooking) {
    const body: BookingInput = values;
    const result = await apiFetch("/api/bookings", { body, lang });
    if (result.ok) {
      toast.success(t("toast.successTitle"), { description: t("toast.successText") });
      form.reset(emptyBooking);
      reloadAvailability();
      return;
    }
    const detail = result.problem?.detail ?? ta("networkError");
    if (result.status === 401) return sendToSignIn();
    if (result.status === 400) {
      applyServerErrors(form.setError, result.problem, bookingFields);
      toast.error(t("toast.validationTitle"), { description: detail });
    } else if (result.status === 409) {
      toast.error(detail);
      reloadAvailability();
    } else {
      toast.error(t("toast.errorTitle"), { description: detail });
    }
  }

  return (event: React.FormEvent<HTMLFormElement>) => {
    if (!signedIn) {
      event.preventDefault();
      sendToSignIn();
      return;
    }
    return form.handleSubmit(send, onInvalid)(event);
  };
}
