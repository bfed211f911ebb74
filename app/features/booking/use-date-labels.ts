import { useTranslation } from "~/i18n/react";
import { dateParts, monthKeys, type WeekdayKey } from "./calendar-dates";

/**
 * Localized calendar words from the booking texts ("måndag 24 november 2026", "24. marraskuuta").
 * Intl output differs between ICU versions, which would make server and browser disagree.
 */
export function useDateLabels() {
  const { t } = useTranslation("booking");
  return {
    fullDate(isoDate: string): string {
      const { year, month, day, weekday } = dateParts(isoDate);
      return t("calendar.dateFormat", {
        weekday: t(`calendar.weekdays.${weekday}`),
        day,
        month: t(`calendar.monthsInDate.${month}`),
        year,
      });
    },
    monthTitle(month: string): string {
      const [year, monthNumber] = month.split("-").map(Number) as [number, number];
      return t("calendar.monthFormat", {
        month: t(`calendar.months.${monthKeys[monthNumber - 1]!}`),
        year,
      });
    },
    weekday: (key: WeekdayKey) => t(`calendar.weekdays.${key}`),
    weekdayShort: (key: WeekdayKey) => t(`calendar.weekdaysShort.${key}`),
  };
}
