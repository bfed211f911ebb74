import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { slotTimes } from "~/features/booking/slots";
import { useBookingRules } from "~/features/settings/use-settings";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime } from "~/lib/format";
import type { FormFailure } from "~/lib/forms/form-result";
import { useBusinessToday } from "~/lib/use-site";
import type { ServiceFilterOption } from "./admin-bookings.server";

type FieldName =
  | "name"
  | "email"
  | "phone"
  | "serviceType"
  | "bookingDate"
  | "bookingTime"
  | "message"
  | "language";

/**
 * The owner books for a customer who phoned (decision 103): a plain form posted to the page's
 * action, behind a disclosure that is open again when the server refused what was sent.
 */
export function EnterBookingForm({
  failure,
  services,
}: {
  failure: FormFailure | null;
  services: ServiceFilterOption[];
}) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const lang = useLanguage();
  const id = useId();
  const today = useBusinessToday();
  const times = slotTimes(useBookingRules());
  const busy = useNavigation().formData?.get("intent") === "enter";
  const value = (name: FieldName) => failure?.values[name] ?? "";
  const describe = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: value(name),
    "aria-invalid": failure?.fieldErrors[name] ? true : undefined,
    "aria-describedby": failure?.fieldErrors[name] ? `${id}-${name}-error` : undefined,
    className: `${inputClass} ${inputBorder(Boolean(failure?.fieldErrors[name]))} py-2`,
  });
  const label = (name: FieldName, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold">
      {text}
    </label>
  );
  const error = (name: FieldName) =>
    failure?.fieldErrors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-300">
        {failure.fieldErrors[name]}
      </p>
    );
  return (
    <details className="mb-6 rounded-2xl border border-line p-5" open={Boolean(failure)}>
      <summary className="cursor-pointer text-lg font-semibold">{t("bookings.enterTitle")}</summary>
      <p className="mt-2 text-sm text-mist">{t("bookings.enterIntro")}</p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="enter" />
        <div>
          {label("name", t("bookings.enterName"))}
          <input type="text" required maxLength={100} autoComplete="off" {...describe("name")} />
          {error("name")}
        </div>
        <div>
          {label("email", t("bookings.enterEmail"))}
          <input type="email" required maxLength={255} autoComplete="off" {...describe("email")} />
          {error("email")}
        </div>
        <div>
          {label("phone", t("bookings.enterPhone"))}
          <input type="tel" maxLength={20} autoComplete="off" {...describe("phone")} />
          {error("phone")}
        </div>
        <div>
          {label("language", t("bookings.enterLanguage"))}
          <select {...describe("language")} defaultValue={value("language") || lang}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {tc(`language.${code}`)}
              </option>
            ))}
          </select>
          {error("language")}
        </div>
        <div>
          {label("serviceType", t("bookings.enterService"))}
          <select required {...describe("serviceType")}>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name ?? service.id}
              </option>
            ))}
          </select>
          {error("serviceType")}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            {label("bookingDate", t("bookings.enterDate"))}
            <input type="date" required min={today} {...describe("bookingDate")} />
            {error("bookingDate")}
          </div>
          <div>
            {label("bookingTime", t("bookings.enterTime"))}
            <select required {...describe("bookingTime")}>
              {times.map((time) => (
                <option key={time} value={time}>
                  {formatClockTime(time, lang)}
                </option>
              ))}
            </select>
            {error("bookingTime")}
          </div>
        </div>
        <div className="sm:col-span-2">
          {label("message", t("bookings.enterMessage"))}
          <textarea rows={2} maxLength={500} {...describe("message")} />
          {error("message")}
        </div>
        <Button type="submit" disabled={busy} className="justify-self-start px-5 py-2.5">
          {busy ? t("bookings.busy") : t("bookings.enterSubmit")}
        </Button>
      </Form>
    </details>
  );
}
