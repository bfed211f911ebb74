import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FieldError } from "~/components/forms/form-field";
import { BookingFormFrame, MessageField, ServiceChoice } from "./booking-form-parts";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { toast } from "~/components/ui/toast";
import { authPathWithReturn } from "~/features/auth/return-to";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { useSite } from "~/lib/use-site";
import { BookingCalendar } from "./booking-calendar";
import { clearDraft, readDraft, saveDraft } from "./booking-draft";
import { bookingFieldOrder, emptyBooking, type BookingFormValues } from "./booking-fields";
import { formServiceType, type BookingFormService } from "./booking-price";
import { bookingInputSchema } from "./booking.schema";
import { monthOf } from "./calendar-dates";
import { useBookingRules } from "~/features/settings/use-settings";
import { addDays, businessToday, isOpenWeekday } from "./slots";
import { TimeSlots } from "./time-slots";
import { useAvailability } from "./use-availability";
import { useDateLabels } from "./use-date-labels";

/**
 * The booking form with its calendar (home page, #kontakt): service, day, hour and an optional
 * message. It takes over from the plain form the server rendered (BasicBookingForm), with
 * whatever was typed there, and posts to the same action.
 */
export function BookingForm({
  typed,
  services,
}: {
  typed?: { current: Partial<BookingFormValues> };
  /** The catalogue's bookable services, from the page's loader (as the plain form has them). */
  services: readonly BookingFormService[];
}) {
  const { t } = useTranslation("booking");
  const signedIn = Boolean(useSite()?.user);
  const labels = useDateLabels();
  const navigate = useNavigate();
  const lp = useLocalizedPath();
  const id = useId();
  const today = businessToday();
  const rules = useBookingRules();
  const lastBookable = addDays(today, rules.maxDaysAhead);
  // The month shown follows the chosen date (a restored draft included) until the visitor pages.
  const [pagedMonth, setMonth] = useState<string | null>(null);
  // What this tab kept (a reload, back from signing in), else what was typed in the plain form
  // (which keeps it too, unless storage is blocked). A day that has passed meanwhile is dropped.
  const keptValues = () => {
    const start = { ...emptyBooking, ...(readDraft() ?? typed?.current) };
    return {
      ...start,
      // A draft kept before the catalogue holds a legacy key: it stays chosen as its service.
      serviceType: formServiceType(start.serviceType, services),
      bookingDate: start.bookingDate >= today ? start.bookingDate : "",
    };
  };
  const [startValues] = useState(keptValues);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);

  const routeForm = useRouteForm({
    schema: bookingInputSchema,
    intent: "book",
    defaultValues: startValues,
    toastInvalid: t("toast.validationTitle"),
    // Signed out: what was typed waits in this tab while the visitor signs in.
    beforeSubmit: (values) => {
      // Sent: a service with a deposit goes on to the checkout, and this form is gone before
      // onSuccess could forget the draft (decision 109). A refusal keeps it again (onFailure).
      if (signedIn) {
        clearDraft();
        return true;
      }
      saveDraft(values);
      toast.error(t("toast.loginTitle"), { description: t("toast.loginText") });
      void navigate(authPathWithReturn(lp("/auth"), `${lp("/")}#kontakt`));
      return false;
    },
    onSuccess: () => {
      form.reset(emptyBooking);
      clearDraft();
      availability.reload();
      // The failed attempts before it are settled; the visitor's focus goes to the outcome.
      toast.dismissErrors();
      setSent(true);
    },
    onFailure: (failure) => {
      saveDraft(form.getValues());
      if (failure.status === 409) availability.reload();
      // The session ended meanwhile: sign in again, and the booking waits in this tab.
      if (failure.status === 401) {
        void navigate(authPathWithReturn(lp("/auth"), `${lp("/")}#kontakt`));
      }
    },
  });
  const { form, errorFor } = routeForm;
  // Registered before the calendar's controller: an empty submit focuses the first field.
  const serviceField = form.register("serviceType");
  const date = useController({ control: form.control, name: "bookingDate" });
  const [bookingDate, bookingTime, message, serviceType] = useWatch({
    control: form.control,
    name: ["bookingDate", "bookingTime", "message", "serviceType"],
  });
  const month = pagedMonth ?? monthOf(bookingDate || today);
  // A longer service has fewer free starting times (docs/decisions/103).
  const availability = useAvailability(month, today, rules.maxDaysAhead, serviceType);

  // Typing in the plain form goes on between this form's first render and the moment it
  // replaces it on screen (its code or texts may still be arriving): take over what came since.
  useEffect(() => {
    const latest = keptValues();
    if (bookingFieldOrder.some((name) => latest[name] !== startValues[name])) form.reset(latest);
    // Once, when this form has replaced the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change is kept in this tab until the booking is sent.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      saveDraft(values);
      // The visitor starts on another booking: the last one's confirmation has been seen.
      if (name) setSent(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  // Taking over from a plain form that was posted and refused: the field it focused is gone
  // with it, so the same field here takes the focus (unless the visitor has moved on).
  useEffect(() => {
    const fieldErrors = routeForm.postedFailure?.fieldErrors ?? {};
    const first = bookingFieldOrder.find((name) => fieldErrors[name]);
    if (first && document.activeElement === document.body) form.setFocus(first);
    // Only as the form mounts: later refusals focus their field themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A chosen hour that turns out to be taken (or a day that filled up) is cleared, not kept hidden.
  const daySlots = bookingDate ? availability.slotsFor(bookingDate) : undefined;
  useEffect(() => {
    if (!daySlots || !bookingTime) return;
    if (!daySlots.some((slot) => slot.time === bookingTime && slot.available))
      form.setValue("bookingTime", "");
  }, [daySlots, bookingTime, form]);

  const ids = {
    service: `${id}-service`,
    date: `${id}-date`,
    time: `${id}-time`,
    message: `${id}-message`,
  };
  const errorId = (field: keyof typeof ids) => `${ids[field]}-error`;
  const errors = {
    serviceType: errorFor("serviceType"),
    bookingDate: errorFor("bookingDate"),
    bookingTime: errorFor("bookingTime"),
    message: errorFor("message"),
  };

  return (
    <BookingFormFrame>
      <RouteForm form={routeForm} className="mt-6 space-y-6">
        <FormNotice failure={routeForm.postedFailure} />
        {sent && (
          <div
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="flex gap-3 rounded-2xl border border-aurora/40 bg-aurora/10 p-4"
          >
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
            <div>
              <p className="font-semibold text-snow">{t("toast.successTitle")}</p>
              <p className="mt-1 text-sm">{t("toast.successText")}</p>
              <Link
                to={lp("/bookings")}
                className="mt-2 inline-block text-sm font-semibold text-aurora underline underline-offset-2"
              >
                {t("toast.myBookings")}
              </Link>
            </div>
          </div>
        )}
        <ServiceChoice
          id={ids.service}
          services={services}
          input={serviceField}
          error={errors.serviceType}
        />

        <div>
          <p id={ids.date} className="mb-2 text-sm font-semibold text-snow">
            {t("form.date")}
          </p>
          <input type="hidden" name="bookingDate" value={date.field.value} />
          <BookingCalendar
            month={month}
            onMonthChange={setMonth}
            value={date.field.value}
            onSelect={(day) => date.field.onChange(day)}
            today={today}
            lastBookable={lastBookable}
            isFullyBooked={availability.isFullyBooked}
            isClosed={(day) => !isOpenWeekday(rules, day)}
            focusRef={date.field.ref}
            labelledBy={ids.date}
            describedBy={errors.bookingDate ? errorId("date") : undefined}
          />
          {bookingDate && (
            <p className="mt-2 text-sm text-snow" aria-live="polite">
              {t("form.selectedDate", { date: labels.fullDate(bookingDate) })}
            </p>
          )}
          <FieldError id={errorId("date")} message={errors.bookingDate} />
        </div>

        <TimeSlots
          date={bookingDate}
          slots={daySlots}
          status={availability.status}
          selected={bookingTime}
          registration={form.register("bookingTime")}
          invalid={Boolean(errors.bookingTime)}
          legendId={ids.time}
          errorId={errors.bookingTime ? errorId("time") : undefined}
        >
          <FieldError id={errorId("time")} message={errors.bookingTime} />
        </TimeSlots>

        <MessageField
          id={ids.message}
          registration={form.register("message")}
          length={(message ?? "").length}
          error={errors.message}
        />

        <SubmitButton
          busy={routeForm.busy}
          label={t("form.submit")}
          busyLabel={t("form.busy")}
          icon={<Send className="size-5" aria-hidden="true" />}
        />
      </RouteForm>
    </BookingFormFrame>
  );
}
