import { Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useActionData, useFormAction } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { isFormFailure } from "~/lib/forms/form-result";
import { languageOf } from "./language-of";
import { formatClockTime } from "~/lib/format";
import { bookingFieldOrder, type BookingFormValues } from "./booking-fields";
import { BookingFormFrame, MessageField, ServiceChoice } from "./booking-form-parts";
import { formServiceType, type BookingFormService } from "./booking-price";
import { useBookingRules } from "~/features/settings/use-settings";
import { addDays, slotTimes } from "./slots";
import { useBusinessToday } from "~/lib/use-site";

/**
 * The booking form as the server renders it: plain fields (a date input, a time select) that
 * post to the home page's action and work before, or without, scripts. Once scripts run and
 * the visitor comes near, the calendar form takes over with whatever was typed here.
 */
export function BasicBookingForm({
  ref,
  services,
  onValues,
  typedBeforeHydration,
}: {
  ref?: React.Ref<HTMLFormElement>;
  /** What was typed into the server's form before the code arrived (`onDemand`). */
  typedBeforeHydration?: () => Partial<Record<keyof BookingFormValues, string>>;
  /** The catalogue's bookable services, from the page's loader. */
  services: readonly BookingFormService[];
  /** Every change, with all the fields' values (so another form can take over from here). */
  onValues?: (values: Partial<BookingFormValues>) => void;
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = languageOf(i18n);
  const actionData: unknown = useActionData();
  const posted = isFormFailure(actionData) && actionData.intent === "book" ? actionData : null;
  const values = posted?.values ?? {};
  const errors = posted?.fieldErrors ?? {};
  const [length, setLength] = useState((values.message ?? "").length);
  const id = useId();
  const action = useFormAction();
  const today = useBusinessToday();
  // A refused post comes back as a new page: the first field to correct has the focus.
  const firstInvalid = bookingFieldOrder.find((name) => errors[name]);
  const rules = useBookingRules();
  // A message typed before this code arrived (it hydrates on demand) is in the field: count it.
  useEffect(() => {
    const message = typedBeforeHydration?.().message;
    // Once, from outside React: the page's own field, filled before hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (message) setLength(message.length);
  }, [typedBeforeHydration]);
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    autoFocus: name === firstInvalid,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <BookingFormFrame>
      <form
        ref={ref}
        method="post"
        action={action}
        onInput={(event) => onValues?.(typedValues(event.currentTarget))}
        onChange={(event) => onValues?.(typedValues(event.currentTarget))}
        className="mt-6 space-y-6"
      >
        <FormNotice failure={posted} />
        <input type="hidden" name="intent" value="book" />
        <ServiceChoice
          id={`${id}-serviceType`}
          services={services}
          input={{ name: "serviceType", autoFocus: firstInvalid === "serviceType" }}
          value={formServiceType(values.serviceType ?? "", services)}
          error={errors.serviceType}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label
              htmlFor={`${id}-bookingDate`}
              className="mb-2 block text-sm font-semibold text-snow"
            >
              {t("form.date")}
            </label>
            <input
              type="date"
              min={today}
              max={addDays(today, rules.maxDaysAhead)}
              {...field("bookingDate")}
              className={`${inputClass} ${inputBorder(Boolean(errors.bookingDate))}`}
            />
            <FieldError id={`${id}-bookingDate-error`} message={errors.bookingDate} />
          </div>
          <div>
            <label
              htmlFor={`${id}-bookingTime`}
              className="mb-2 block text-sm font-semibold text-snow"
            >
              {t("form.time")}
            </label>
            <select
              {...field("bookingTime")}
              aria-describedby={[`${id}-zone`, field("bookingTime")["aria-describedby"]]
                .filter(Boolean)
                .join(" ")}
              className={`${inputClass} ${inputBorder(Boolean(errors.bookingTime))} appearance-auto`}
            >
              <option value="">{t("form.timePlaceholder")}</option>
              {slotTimes(rules).map((time) => (
                <option key={time} value={time}>
                  {formatClockTime(time, lang)}
                </option>
              ))}
            </select>
            <p id={`${id}-zone`} className="mt-2 text-sm">
              {t("zone.finnishPlain")}
            </p>
            <FieldError id={`${id}-bookingTime-error`} message={errors.bookingTime} />
          </div>
        </div>
        <MessageField
          id={`${id}-message`}
          registration={{
            name: "message",
            autoFocus: firstInvalid === "message",
            defaultValue: values.message ?? "",
            onInput: (event) => setLength(event.currentTarget.value.length),
          }}
          length={length}
          error={errors.message}
        />
        <button type="submit" className={buttonClass("primary", "w-full py-3.5 text-base")}>
          <Send className="size-5" aria-hidden="true" />
          {t("form.submit")}
        </button>
      </form>
    </BookingFormFrame>
  );
}

function typedValues(form: HTMLFormElement): Partial<BookingFormValues> {
  const data = new FormData(form);
  const value = (name: keyof BookingFormValues) => {
    const entry = data.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return {
    serviceType: value("serviceType"),
    bookingDate: value("bookingDate"),
    bookingTime: value("bookingTime"),
    message: value("message"),
  };
}
