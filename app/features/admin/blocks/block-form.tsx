import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { slotTimes } from "~/features/booking/slots";
import { useBookingRules } from "~/features/settings/use-settings";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime } from "~/lib/format";
import type { FormFailure } from "~/lib/forms/form-result";

/** Blocks a day, one hour, or whole days up to a date: a plain form posted to the page's action. */
export function BlockForm({ failure, today }: { failure: FormFailure | null; today: string }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  const id = useId();
  const times = slotTimes(useBookingRules());
  const busy = useNavigation().formData?.get("intent") === "block";
  const field = `${inputClass} py-2`;
  const dateError = failure?.fieldErrors.date;
  const timeError = failure?.fieldErrors.time;
  const untilError = failure?.fieldErrors.until;
  return (
    <Form
      method="post"
      className="rounded-2xl border border-line p-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("blocks.formTitle")}
      </h2>
      <input type="hidden" name="intent" value="block" />
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-semibold">
            {t("blocks.date")}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            name="date"
            required
            min={today}
            defaultValue={failure?.values.date ?? ""}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-date-error` : undefined}
            className={`${field} ${inputBorder(Boolean(dateError))}`}
          />
          {dateError && (
            <p id={`${id}-date-error`} className="mt-1 text-sm text-red-300">
              {dateError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-until`} className="mb-1 block text-sm font-semibold">
            {t("blocks.until")}
          </label>
          <input
            id={`${id}-until`}
            type="date"
            name="until"
            min={today}
            defaultValue={failure?.values.until ?? ""}
            aria-invalid={untilError ? true : undefined}
            aria-describedby={
              untilError ? `${id}-until-error ${id}-until-hint` : `${id}-until-hint`
            }
            className={`${field} ${inputBorder(Boolean(untilError))}`}
          />
          {untilError && (
            <p id={`${id}-until-error`} className="mt-1 text-sm text-red-300">
              {untilError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-semibold">
            {t("blocks.time")}
          </label>
          <select
            id={`${id}-time`}
            name="time"
            defaultValue={failure?.values.time ?? ""}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `${id}-time-error` : undefined}
            className={`${field} ${inputBorder(Boolean(timeError))}`}
          >
            <option value="">{t("blocks.wholeDay")}</option>
            {times.map((time) => (
              <option key={time} value={time}>
                {formatClockTime(time, lang)}
              </option>
            ))}
          </select>
          {timeError && (
            <p id={`${id}-time-error`} className="mt-1 text-sm text-red-300">
              {timeError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} className="px-5 py-2.5">
          {busy ? t("blocks.busy") : t("blocks.submit")}
        </Button>
      </div>
      <p id={`${id}-until-hint`} className="mt-2 text-sm text-mist">
        {t("blocks.untilHint")}
      </p>
    </Form>
  );
}
