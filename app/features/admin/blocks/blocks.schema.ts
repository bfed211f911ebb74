import { z } from "~/lib/zod";
import { bookingTimes, businessToday, isCalendarDate } from "~/features/booking/slots";

/** A block: a day (today or later), and an hour of it or none for the whole day. */
export const blockInputSchema = z.object(
  {
    date: z
      .string({ error: "api:validation.dateRequired" })
      .refine(isCalendarDate, "api:validation.dateRequired")
      .refine((date) => date < "3000-01-01", "api:validation.dateRequired")
      .refine((date) => date >= businessToday(), "api:validation.datePast"),
    time: z
      .union([z.enum(bookingTimes), z.literal(""), z.null()], {
        error: "api:validation.timeRequired",
      })
      .optional()
      .transform((time) => time || null),
  },
  { error: "api:validation.dateRequired" },
);

export type BlockInput = z.output<typeof blockInputSchema>;
