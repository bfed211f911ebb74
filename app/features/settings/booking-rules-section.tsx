import { useId } from "react";
import { weekdayKeys } from "~/features/booking/calendar-dates";
import { useTranslation } from "~/i18n/react";
import {
  CheckboxGroup,
  HourSelect,
  SettingsField,
  SettingsSection,
  useSectionForm,
} from "./settings-form-parts";
import type { FormFields } from "./settings.schema";
import { sectionAnchors } from "./site-settings";

/** The booking rules: weekdays, the first and last slot, the notice, how far ahead, the buffer. */
export function BookingRulesSection({ stored }: { stored: FormFields }) {
  const { t } = useTranslation("settings");
  const state = useSectionForm("bookingRules", stored);
  const hoursHintId = useId();
  return (
    <SettingsSection
      id={sectionAnchors.bookingRules}
      intent="bookingRules"
      title={t("bookingRules.title")}
      lead={t("bookingRules.lead")}
      state={state}
    >
      <CheckboxGroup
        group="weekdays"
        legend={t("bookingRules.weekdays")}
        options={weekdayKeys.map((key, index) => ({ key: index, label: t(`weekdays.${key}`) }))}
        state={state}
      />
      <div>
        <div className="grid gap-6 sm:grid-cols-2">
          <HourSelect
            name="firstHour"
            label={t("bookingRules.firstHour")}
            hintId={hoursHintId}
            state={state}
          />
          <HourSelect
            name="lastHour"
            label={t("bookingRules.lastHour")}
            hintId={hoursHintId}
            state={state}
          />
        </div>
        <p id={hoursHintId} className="mt-2 text-sm text-mist">
          {t("bookingRules.hoursHint")}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <SettingsField
          name="minNoticeHours"
          label={t("bookingRules.minNoticeHours")}
          hint={t("bookingRules.minNoticeHint")}
          state={state}
          inputMode="numeric"
        />
        <SettingsField
          name="maxDaysAhead"
          label={t("bookingRules.maxDaysAhead")}
          state={state}
          inputMode="numeric"
        />
        <SettingsField
          name="bufferHours"
          label={t("bookingRules.bufferHours")}
          hint={t("bookingRules.bufferHint")}
          state={state}
          inputMode="numeric"
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <SettingsField
          name="reminderHours"
          label={t("bookingRules.reminderHours")}
          hint={t("bookingRules.reminderHint")}
          state={state}
          inputMode="numeric"
        />
        <SettingsField
          name="changeCutoffHours"
          label={t("bookingRules.changeCutoffHours")}
          hint={t("bookingRules.changeCutoffHint")}
          state={state}
          inputMode="numeric"
        />
      </div>
    </SettingsSection>
  );
}
