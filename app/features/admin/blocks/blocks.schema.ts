import { z } from "~/lib/zod";
import { addDays, businessToday, isCalendarDate } from "~/features/booking/slots";

/** The longest range blocked in one step: a year, so a typo cannot write thousands of rows. */
export const maxBlockDays = 366;

const day = z
  .string({ error: "api:validation.dateRequired" })
  .refine(isCalendarDate, "api:validation.dateRequired")
  .refine((date) => date < "3000-01-01", "api:validation.dateRequired")
  .refine((date) => date >= businessToday(), "api:validation.datePast");

/**
 * A block: a day (today or later), and one of the bookable hours under the owner's current
 * rules (`times`), or none for the whole day; or whole days from `date` to `until` inclusive
 * (docs/decisions/103), a holiday in one step.
 */
export const blockInputSchema = (times: readonly string[]) =>
  z
    .object(
      {
        date: day,
        until: z
          .union([day, z.literal(""), z.null()], { error: "api:validation.dateRequired" })
          .optional()
          .transform((until) => until || null),
        time: z
          .union([z.enum(times as [string, ...string[]]), z.literal(""), z.null()], {
            error: "api:validation.timeRequired",
          })
          .optional()
          .transform((time) => time || null),
      },
      { error: "api:validation.dateRequired" },
    )
    .refine((block) => !block.until || block.until >= block.date, {
      path: ["until"],
      message: "api:validation.rangeInvalid",
    })
    .refine((block) => !block.until || block.until <= addDays(block.date, maxBlockDays - 1), {
      path: ["until"],
      message: "api:validation.rangeTooLong",
    })
    // A range is of whole days: an hour on each of many days is not what the form offers.
    .refine((block) => !block.until || block.until === block.date || !block.time, {
      path: ["time"],
      message: "api:validation.rangeWholeDays",
    });

export type BlockInput = z.output<ReturnType<typeof blockInputSchema>>;
