import { useTranslation } from "~/i18n/react";
import { languageOf } from "./language-of";
import { formatDate } from "~/lib/format";
import { monthKeys, type WeekdayKey } from "./calendar-dates";

/**
 * The booking calendar's and My bookings' words: a full date is written by the site's one date
 * formatter ("tisdag 1 december 2026", docs/decisions/017), in the page's language
 * (docs/decisions/027); month titles and weekday headings come from the booking texts.
 */
export function useDateLabels() {
  const { t, i18n } = useTranslation("booking");
  const lang = languageOf(i18n);
  return {
    fullDate: (isoDate: string): string => formatDate(isoDate, lang, "full"),
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
