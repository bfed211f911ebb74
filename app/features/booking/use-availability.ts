import { useEffect, useState } from "react";
import { firstOfMonth, lastOfMonth } from "./calendar-dates";
import { addDays } from "./slots";

export type Slot = { date: string; time: string; available: boolean };
type Answer = { key: string; byDate: Map<string, Slot[]> | null };

/** The bookable part of a month: from today (or the 1st) to the month's end (or the last day). */
export function availabilityRange(
  month: string,
  today: string,
  maxDaysAhead: number,
): { from: string; to: string } | null {
  const from = firstOfMonth(month) > today ? firstOfMonth(month) : today;
  const lastBookable = addDays(today, maxDaysAhead);
  const to = lastOfMonth(month) < lastBookable ? lastOfMonth(month) : lastBookable;
  return from <= to ? { from, to } : null;
}

/**
 * The free and taken slots of the shown month, from GET /api/availability. While a month is
 * reloaded (after a booking or a conflict) the previous answer stays on screen.
 */
export function useAvailability(
  month: string,
  today: string,
  maxDaysAhead: number,
  service?: string,
) {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const range = availabilityRange(month, today, maxDaysAhead);
  const from = range?.from ?? "";
  const to = range?.to ?? "";
  const rangeKey = `${from}/${to}/${service ?? ""}`;
  const key = `${rangeKey}/${version}`;

  useEffect(() => {
    if (!from) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ from, to, ...(service && { service }) });
    fetch(`/api/availability?${query}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ slots: Slot[] }>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then(({ slots }) => {
        const byDate = new Map<string, Slot[]>();
        for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
        setAnswer({ key: `${rangeKey}/${version}`, byDate });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key: `${rangeKey}/${version}`, byDate: null });
      });
    return () => controller.abort();
  }, [from, to, service, rangeKey, version]);

  const current = answer?.key === key ? answer : null;
  const shown = current ?? (answer?.key.startsWith(`${rangeKey}/`) ? answer : null);
  const status: "loading" | "ready" | "error" = !range
    ? "ready"
    : current
      ? current.byDate
        ? "ready"
        : "error"
      : "loading";

  return {
    status,
    /** The nine slots of a day, or undefined while unknown. */
    slotsFor: (date: string) => shown?.byDate?.get(date),
    isFullyBooked: (date: string) => {
      const slots = shown?.byDate?.get(date);
      return Boolean(slots && !slots.some((slot) => slot.available));
    },
    reload: () => setVersion((value) => value + 1),
  };
}
