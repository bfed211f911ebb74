import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { useBookingRules } from "~/features/settings/use-settings";
import { slotTimes } from "./slots";
import type { Slot } from "./use-availability";
import { useBookingTime } from "./use-booking-time";

type Props = {
  date: string;
  slots: Slot[] | undefined;
  status: "loading" | "ready" | "error";
  selected: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  legendId: string;
  errorId?: string;
  children?: React.ReactNode;
};

/** The hourly slots of the chosen day (the booking rules' hours) as radio buttons; taken or passed ones are disabled. */
export function TimeSlots({
  date,
  slots,
  status,
  selected,
  registration,
  invalid,
  legendId,
  errorId,
  children,
}: Props) {
  const { t } = useTranslation("booking");
  const hour = useBookingTime();
  const zoneId = `${legendId}-zone`;
  const times = slotTimes(useBookingRules());
  // If availability could not be loaded every time is offered; the server still refuses a taken one.
  const isAvailable = (time: string) =>
    slots ? (slots.find((slot) => slot.time === time)?.available ?? false) : status === "error";
  const noneLeft = slots !== undefined && !slots.some((slot) => slot.available);

  return (
    <fieldset aria-describedby={[date && zoneId, errorId].filter(Boolean).join(" ") || undefined}>
      <legend id={legendId} className="mb-2 block text-sm font-semibold text-snow">
        {t("form.time")}
      </legend>
      {date && (
        <p id={zoneId} className="mb-2 text-sm">
          {hour.zone(date)}
        </p>
      )}
      {!date ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm">
          {t("slots.chooseDateFirst")}
        </p>
      ) : (
        <>
          <p role="status" className="mb-2 flex items-center gap-2 text-sm empty:hidden">
            {status === "loading" && !slots && (
              <>
                <LoaderCircle className="size-4 animate-spin text-aurora" aria-hidden="true" />
                {t("slots.loading")}
              </>
            )}
            {status === "error" && t("slots.loadFailed")}
            {noneLeft && t("slots.none")}
          </p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-3 xl:grid-cols-5">
            {times.map((time) => {
              const available = isAvailable(time);
              const local = hour.local(date, time);
              return (
                <label key={time} className="relative">
                  <input
                    type="radio"
                    value={time}
                    disabled={!available}
                    aria-invalid={invalid || undefined}
                    {...registration}
                    className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                  />
                  <span
                    className={clsx(
                      "block rounded-xl border px-2 py-2.5 text-center text-sm font-semibold tabular-nums transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-aurora",
                      selected === time
                        ? "border-aurora bg-aurora text-ink"
                        : available
                          ? clsx(
                              "bg-ink text-snow hover:border-aurora hover:text-aurora",
                              invalid ? "border-red-400" : "border-line",
                            )
                          : "border-line/60 bg-ink-soft text-mist/50 line-through",
                    )}
                  >
                    {hour.clock(time)}
                    {local && (
                      <span className="block text-xs font-normal">
                        <span className="sr-only">, </span>({local})
                      </span>
                    )}
                    {!available && <span className="sr-only">, {t("slots.taken")}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </>
      )}
      {children}
    </fieldset>
  );
}
