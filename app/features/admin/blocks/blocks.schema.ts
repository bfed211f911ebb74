import { z } from "~/lib/zod";
import { businessToday, isCalendarDate } from "~/features/booking/slots";

/**
 * A block: a day (today or later), and one of the bookable hours under the owner's current
 * rules (`times`), or none for the whole day.
 */
export const blockInputSchema = (times: readonly string[]) =>
  z.object(
    {
      date: z
        .string({ error: "api:validation.dateRequired" })
        .refine(isCalendarDate, "api:validation.dateRequired")
        .refine((date) => date < "3000-01-01", "api:validation.dateRequired")
        .refine((date) => date >= businessToday(), "api:validation.datePast"),
      time: z
        .union([z.enum(times as [string, ...string[]]), z.literal(""), z.null()], {
          error: "api:validation.timeRequired",
        })
        .optional()
        .transform((time) => time || null),
    },
    { error: "api:validation.dateRequired" },
  );

export type BlockInput = z.output<ReturnType<typeof blockInputSchema>>;
