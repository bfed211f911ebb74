import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { languageOf } from "./language-of";
import { businessUtcOffset, timeElsewhere } from "~/lib/business-time";
import { formatClockTime } from "~/lib/format";
import { weekdayKeys, weekdayIndex } from "./calendar-dates";

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The browser's time zone once the page has hydrated; null while the server renders and the
 * page hydrates, so the HTML never depends on where the visitor is (no hydration mismatch).
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, () => null);
}

/**
 * A booking hour as the site writes it (docs/decisions/028): the clock time in the page's
 * language, Finland's zone with its offset on that day, and the visitor's own time when their
 * browser's clock shows something else.
 */
export function useBookingTime() {
  const { t, i18n } = useTranslation("booking");
  const lang = languageOf(i18n);
  const visitorZone = useVisitorTimeZone();
  return {
    clock: (time: string) => formatClockTime(time, lang),
    /** "Finländsk tid (UTC+2)", "Suomen aikaa (UTC+3)". */
    zone: (date: string, time = "12:00") =>
      t("zone.finnish", { offset: businessUtcOffset(date, time) }),
    /** "9.00 din tid", "Wed 0:00 your time", or null at home or before hydration. */
    local(date: string, time: string): string | null {
      if (!visitorZone) return null;
      const there = timeElsewhere(date, time, visitorZone);
      if (!there) return null;
      const clock = formatClockTime(there.time, lang);
      if (there.date === date) return t("zone.local", { time: clock });
      const weekday = t(`calendar.weekdaysShort.${weekdayKeys[weekdayIndex(there.date)]!}`);
      return t("zone.localOtherDay", { weekday, time: clock });
    },
  };
}
