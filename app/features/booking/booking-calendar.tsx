import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import {
  addMonths,
  lastOfMonth,
  monthGrid,
  monthOf,
  weekdayIndex,
  weekdayKeys,
} from "./calendar-dates";
import { addDays } from "./slots";
import { useDateLabels } from "./use-date-labels";

type Props = {
  month: string;
  onMonthChange: (month: string) => void;
  value: string;
  onSelect: (date: string) => void;
  today: string;
  lastBookable: string;
  isFullyBooked: (date: string) => boolean;
  /** A weekday outside the owner's booking rules. */
  isClosed: (date: string) => boolean;
  /** Receives the day button that takes focus (react-hook-form focuses it on an error). */
  focusRef: (element: HTMLButtonElement | null) => void;
  labelledBy: string;
  describedBy?: string;
};

const navButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-line text-snow transition-colors hover:border-aurora hover:text-aurora disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-snow";

/**
 * A month of day buttons. Past days, days beyond the booking horizon and fully booked days are
 * disabled, and so are weekdays the owner takes no bookings on. One day is in the tab order; arrow keys, Home/End and PageUp/PageDown move between
 * days (skipping disabled ones) and across months.
 */
export function BookingCalendar({
  month,
  onMonthChange,
  value,
  onSelect,
  today,
  lastBookable,
  isFullyBooked,
  isClosed,
  focusRef,
  labelledBy,
  describedBy,
}: Props) {
  const { t } = useTranslation("booking");
  const labels = useDateLabels();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const isDisabled = (date: string) =>
    date < today || date > lastBookable || isClosed(date) || isFullyBooked(date);
  const weeks = monthGrid(month);
  const days = weeks.flat().filter((day): day is string => day !== null);
  const tabbable =
    [value, focusDate].find((day) => day && monthOf(day) === month && !isDisabled(day)) ??
    days.find((day) => !isDisabled(day));

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  function nearestEnabled(start: string, step: number): string | null {
    for (
      let day = start, i = 0;
      i < 62 && day >= today && day <= lastBookable;
      day = addDays(day, step), i++
    ) {
      if (!isDisabled(day)) return day;
    }
    return null;
  }

  function onKeyDown(event: React.KeyboardEvent, date: string) {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    let target: string | null;
    if (event.key in steps)
      target = nearestEnabled(addDays(date, steps[event.key]!), Math.sign(steps[event.key]!));
    else if (event.key === "Home") target = nearestEnabled(addDays(date, -weekdayIndex(date)), 1);
    else if (event.key === "End")
      target = nearestEnabled(addDays(date, 6 - weekdayIndex(date)), -1);
    else if (event.key === "PageUp" || event.key === "PageDown") {
      const next = addMonths(monthOf(date), event.key === "PageUp" ? -1 : 1);
      const day = `${next}-${date.slice(8)}`;
      target = nearestEnabled(day > lastOfMonth(next) ? lastOfMonth(next) : day, 1);
    } else return;
    event.preventDefault();
    if (!target) return;
    moveFocus.current = true;
    setFocusDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="rounded-2xl border border-line bg-ink p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={month <= monthOf(today)}
          aria-label={t("calendar.previous")}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p id={titleId} aria-live="polite" className="font-semibold text-snow capitalize">
          {labels.monthTitle(month)}
        </p>
        <button
          type="button"
          className={navButton}
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={month >= monthOf(lastBookable)}
          aria-label={t("calendar.next")}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={gridRef}
        aria-labelledby={titleId}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {weekdayKeys.map((key) => (
              <th
                key={key}
                scope="col"
                abbr={labels.weekday(key)}
                className="pb-2 text-xs font-semibold text-mist uppercase"
              >
                {labels.weekdayShort(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `empty-${index}`} className="p-0.5">
                  {date && (
                    <DayButton
                      date={date}
                      label={labels.fullDate(date)}
                      selected={date === value}
                      isToday={date === today}
                      closed={date >= today && date <= lastBookable && isClosed(date)}
                      fullyBooked={date >= today && !isClosed(date) && isFullyBooked(date)}
                      disabled={isDisabled(date)}
                      tabbable={date === tabbable}
                      focusRef={date === tabbable ? focusRef : undefined}
                      onSelect={() => {
                        setFocusDate(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sr-only">{t("calendar.keyboardHint")}</p>
    </div>
  );
}

type DayProps = {
  date: string;
  label: string;
  selected: boolean;
  isToday: boolean;
  /** A weekday the owner takes no bookings on (not "fully booked": nothing was ever free). */
  closed: boolean;
  fullyBooked: boolean;
  disabled: boolean;
  tabbable: boolean;
  focusRef?: (element: HTMLButtonElement | null) => void;
  onSelect: () => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
};

function DayButton({
  date,
  label,
  selected,
  isToday,
  closed,
  fullyBooked,
  disabled,
  tabbable,
  focusRef,
  onSelect,
  onKeyDown,
}: DayProps) {
  const { t } = useTranslation("booking");
  // Today's hours pass one by one: a day whose last hour has begun is not "fully booked".
  const noTimesToday = isToday && fullyBooked;
  const notes = [
    isToday && t("calendar.today"),
    closed && t("calendar.closed"),
    noTimesToday ? t("calendar.noTimesToday") : fullyBooked && t("calendar.fullyBooked"),
  ].filter(Boolean);
  return (
    <button
      type="button"
      ref={focusRef}
      data-date={date}
      aria-label={[label, ...notes].join(", ")}
      title={noTimesToday ? t("calendar.noTimesToday") : undefined}
      aria-pressed={selected}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={clsx(
        // Focus is a thick white ring outside the day; today is a thin dashed circle on it.
        "relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-snow",
        selected
          ? "bg-aurora text-ink"
          : disabled
            ? "cursor-not-allowed text-mist/45"
            : "text-snow hover:bg-aurora/15 hover:text-aurora",
        fullyBooked && !noTimesToday && !selected && "line-through",
        isToday && !selected && "border border-dashed border-aurora",
      )}
    >
      {Number(date.slice(8))}
    </button>
  );
}
