import { CalendarCheck, Info, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { bookingServiceTypes } from "~/content/services";
import { FieldError, inputBorder, inputClass } from "~/features/auth/form-field";
import { SubmitButton } from "~/features/auth/submit-button";
import { useSite } from "~/lib/use-site";
import { useZodResolver } from "~/lib/zod-resolver";
import { BookingCalendar } from "./booking-calendar";
import { takeDraft } from "./booking-draft";
import { bookingInputSchema, type ValidBooking } from "./booking.schema";
import { monthOf } from "./calendar-dates";
import { useServiceLabel } from "./service-labels";
import { addDays, businessToday, maxDaysAhead } from "./slots";
import { TimeSlots } from "./time-slots";
import { useAvailability } from "./use-availability";
import { emptyBooking, useBookingSubmit, type BookingFormValues } from "./use-booking-submit";
import { useDateLabels } from "./use-date-labels";

const messageMax = 500;

/** The booking form of the home page (#kontakt): service, day, hour and an optional message. */
export function BookingForm() {
  const { t } = useTranslation("booking");
  const signedIn = Boolean(useSite()?.user);
  const serviceLabel = useServiceLabel();
  const labels = useDateLabels();
  const id = useId();
  const today = businessToday();
  const lastBookable = addDays(today, maxDaysAhead);
  // The month shown follows the chosen date (a restored draft included) until the visitor pages.
  const [pagedMonth, setMonth] = useState<string | null>(null);

  const form = useForm<BookingFormValues, unknown, ValidBooking>({
    resolver: useZodResolver<typeof bookingInputSchema, BookingFormValues>(bookingInputSchema),
    defaultValues: emptyBooking,
  });
  const { register, formState, setValue, reset, control } = form;
  const { errors, isSubmitting } = formState;
  const date = useController({ control, name: "bookingDate" });
  const [bookingDate, bookingTime, message] = useWatch({
    control,
    name: ["bookingDate", "bookingTime", "message"],
  });
  const month = pagedMonth ?? monthOf(bookingDate || today);
  const availability = useAvailability(month, today);
  const onSubmit = useBookingSubmit(form, availability.reload);

  // Back from signing in: what the visitor typed before is put back.
  useEffect(() => {
    const draft = takeDraft();
    if (!draft) return;
    reset({ ...draft, bookingDate: draft.bookingDate >= businessToday() ? draft.bookingDate : "" });
  }, [reset]);

  // A chosen hour that turns out to be taken (or a day that filled up) is cleared, not kept hidden.
  const daySlots = bookingDate ? availability.slotsFor(bookingDate) : undefined;
  useEffect(() => {
    if (!daySlots || !bookingTime) return;
    if (!daySlots.some((slot) => slot.time === bookingTime && slot.available))
      setValue("bookingTime", "");
  }, [daySlots, bookingTime, setValue]);

  const ids = {
    service: `${id}-service`,
    date: `${id}-date`,
    time: `${id}-time`,
    message: `${id}-message`,
  };
  const errorId = (field: keyof typeof ids) => `${ids[field]}-error`;

  return (
    <div className="relative isolate flex flex-col overflow-hidden rounded-2xl border border-aurora/40 bg-ink-raised p-4 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(94_234_212/0.12),transparent_60%)]"
      />
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-aurora text-ink">
          <CalendarCheck className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-2xl font-semibold">{t("form.title")}</h3>
          <p className="mt-1 leading-relaxed">{t("form.lead")}</p>
        </div>
      </div>
      {!signedIn && (
        <p className="mt-5 flex gap-3 rounded-xl border border-line bg-ink/60 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-aurora" aria-hidden="true" />
          {t("form.signedOutNote")}
        </p>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        <div>
          <label htmlFor={ids.service} className="mb-2 block text-sm font-semibold text-snow">
            {t("form.service")}
          </label>
          <select
            id={ids.service}
            {...register("serviceType")}
            aria-invalid={errors.serviceType ? true : undefined}
            aria-describedby={errors.serviceType ? errorId("service") : undefined}
            className={`${inputClass} ${inputBorder(Boolean(errors.serviceType))} appearance-auto`}
          >
            <option value="">{t("form.servicePlaceholder")}</option>
            {bookingServiceTypes.map((type) => (
              <option key={type} value={type}>
                {serviceLabel(type)}
              </option>
            ))}
          </select>
          <FieldError id={errorId("service")} message={errors.serviceType?.message} />
        </div>

        <div>
          <p id={ids.date} className="mb-2 text-sm font-semibold text-snow">
            {t("form.date")}
          </p>
          <BookingCalendar
            month={month}
            onMonthChange={setMonth}
            value={date.field.value}
            onSelect={(day) => date.field.onChange(day)}
            today={today}
            lastBookable={lastBookable}
            isFullyBooked={availability.isFullyBooked}
            focusRef={date.field.ref}
            labelledBy={ids.date}
            describedBy={errors.bookingDate ? errorId("date") : undefined}
          />
          {bookingDate && (
            <p className="mt-2 text-sm text-snow" aria-live="polite">
              {t("form.selectedDate", { date: labels.fullDate(bookingDate) })}
            </p>
          )}
          <FieldError id={errorId("date")} message={errors.bookingDate?.message} />
        </div>

        <TimeSlots
          date={bookingDate}
          slots={daySlots}
          status={availability.status}
          selected={bookingTime}
          registration={register("bookingTime")}
          invalid={Boolean(errors.bookingTime)}
          legendId={ids.time}
          errorId={errors.bookingTime ? errorId("time") : undefined}
        >
          <FieldError id={errorId("time")} message={errors.bookingTime?.message} />
        </TimeSlots>

        <div>
          <label htmlFor={ids.message} className="mb-2 block text-sm font-semibold text-snow">
            {t("form.message")}
            <span className="ml-1.5 font-normal text-mist">({t("form.optional")})</span>
          </label>
          <textarea
            id={ids.message}
            rows={4}
            maxLength={messageMax}
            {...register("message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[
              `${ids.message}-hint`,
              `${ids.message}-count`,
              errors.message && errorId("message"),
            ]
              .filter(Boolean)
              .join(" ")}
            className={`${inputClass} ${inputBorder(Boolean(errors.message))} resize-y`}
          />
          <div className="mt-2 flex justify-between gap-4 text-sm">
            <p id={`${ids.message}-hint`}>{t("form.messageHint")}</p>
            <p id={`${ids.message}-count`} className="shrink-0 tabular-nums">
              <span aria-hidden="true">
                {t("form.counter", { used: (message ?? "").length, max: messageMax })}
              </span>
              <span className="sr-only">
                {t("form.counterLabel", { used: (message ?? "").length, max: messageMax })}
              </span>
            </p>
          </div>
          <FieldError id={errorId("message")} message={errors.message?.message} />
        </div>

        <SubmitButton
          busy={isSubmitting}
          label={t("form.submit")}
          busyLabel={t("form.busy")}
          icon={<Send className="size-5" aria-hidden="true" />}
        />
      </form>
    </div>
  );
}
