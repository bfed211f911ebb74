import { z } from "~/lib/zod";
import { containsMarkup, isStorableText } from "~/lib/markup";
import { isServiceId } from "~/features/catalogue/service-id";
import { addDays, businessToday, isCalendarDate } from "./slots";

// One schema for the booking form and the API. Messages are translation keys (namespace api),
// in the order of spec section 5, so the first issue is the first message shown.
/** A customer's or the owner's free-text note: at most 500 characters, no markup, trimmed; blank is null. */
export const optionalMessageSchema = z
  .string({ error: "api:validation.messageTooLong" })
  .max(500, "api:validation.messageTooLong")
  .refine((value) => !containsMarkup(value), "api:validation.noMarkup")
  .refine(isStorableText, "api:validation.invalidCharacters")
  .optional()
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

export const bookingInputSchema = z.object(
  {
    // One of the five keys of architecture section 4 or a catalogue id: which of them can be
    // booked now is the catalogue's to say (requestBooking asks it).
    serviceType: z
      .string({ error: "api:validation.serviceRequired" })
      .refine(isServiceId, "api:validation.serviceRequired"),
    bookingDate: z
      .string({ error: "api:validation.dateRequired" })
      .refine(isCalendarDate, "api:validation.dateRequired")
      // Read from the one clock at parse time: the request's on the server, the page's in the
      // browser. The owner's booking rules (weekdays, hours, notice, how far ahead) are checked
      // by createBooking with the stored rules at its own `now` (docs/decisions/037).
      .refine((date) => date >= businessToday(), "api:validation.datePast"),
    bookingTime: z
      .string({ error: "api:validation.timeRequired" })
      .regex(/^([01]\d|2[0-3]):00$/, "api:validation.timeRequired"),
    message: optionalMessageSchema,
  },
  { error: "api:validation.serviceRequired" },
);

export type BookingInput = z.input<typeof bookingInputSchema>;
export type ValidBooking = z.output<typeof bookingInputSchema>;

// A real date of this millennium: PostgreSQL has no year 0000, and past 9999 dates stop sorting
// as text (a range ending there made the slot loop endless).
const queryDate = z
  .string({ error: "api:validation.rangeInvalid" })
  .refine(
    (value) => isCalendarDate(value) && value >= "2000-01-01" && value < "3000-01-01",
    "api:validation.rangeInvalid",
  );

export const availabilityQuerySchema = z
  .object({ from: queryDate, to: queryDate }, { error: "api:validation.rangeInvalid" })
  .refine(({ from, to }) => from <= to && to <= addDays(from, 62), {
    message: "api:validation.rangeInvalid",
    // Only once both are dates: addDays cannot count from "a".
    when: (payload) => payload.issues.length === 0,
  });
