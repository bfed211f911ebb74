import { z } from "~/lib/zod";
import { bookingStatuses } from "~/db/schema";
import { optionalMessageSchema } from "~/features/booking/booking.schema";
import { isCalendarDate } from "~/features/booking/slots";
import { isServiceId } from "~/features/catalogue/service-id";

const optionalDate = z
  .string()
  .refine((value) => isCalendarDate(value), "api:validation.rangeInvalid")
  .optional();

/** The back office's booking filters: `?status=&from=&to=&service=`, each optional. */
export const adminBookingQuerySchema = z
  .object({
    status: z.enum(bookingStatuses, { error: "api:validation.invalidBody" }).optional(),
    from: optionalDate,
    to: optionalDate,
    // A catalogue id or a legacy key: a well-formed one that no booking names finds nothing.
    service: z
      .string({ error: "api:validation.serviceRequired" })
      .refine(isServiceId, "api:validation.serviceRequired")
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "api:validation.rangeInvalid",
    path: ["to"],
  });

export type AdminBookingQuery = z.infer<typeof adminBookingQuerySchema>;

/** What the owner may write to the customer when declining. */
export const declineInputSchema = z.object({
  message: optionalMessageSchema,
});

export const bookingTransitions = ["confirm", "decline", "complete"] as const;
export type BookingTransition = (typeof bookingTransitions)[number];

export function isBookingTransition(value: unknown): value is BookingTransition {
  return typeof value === "string" && (bookingTransitions as readonly string[]).includes(value);
}
