import { z } from "~/lib/zod";
import { bookingStatuses } from "~/db/schema";
import { optionalMessageSchema } from "~/features/booking/booking.schema";
import { isCalendarDate } from "~/features/booking/slots";
import { isServiceId } from "~/features/catalogue/service-id";
import { emailField, optionalPhoneField, plainText } from "~/features/submissions/text-fields";
import { languages } from "~/i18n/languages";

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

/** What the owner may write to the customer when confirming (decision 103): as for declining. */
export const confirmInputSchema = declineInputSchema;

/**
 * Where the owner moves a booking (decision 103): a day, today or later, and one of the
 * day's bookable hours under the current rules (`times`).
 */
export const moveInputSchema = (times: readonly string[]) =>
  z.object(
    {
      date: z
        .string({ error: "api:validation.dateRequired" })
        .refine(isCalendarDate, "api:validation.dateRequired")
        .refine((date) => date < "3000-01-01", "api:validation.dateRequired"),
      time: z.enum(times as [string, ...string[]], { error: "api:validation.timeRequired" }),
    },
    { error: "api:validation.dateRequired" },
  );

export type MoveInput = z.output<ReturnType<typeof moveInputSchema>>;

/**
 * A booking the owner enters for a customer who phoned (decision 103): who (name, e-mail, phone
 * if given, their language), what and when. The time's rules are the owner's (moveBooking's).
 */
export const enterBookingSchema = (times: readonly string[]) =>
  z.object(
    {
      name: plainText({
        min: 2,
        max: 100,
        tooShort: "api:validation.nameTooShort",
        tooLong: "api:validation.nameTooLong",
      }),
      email: emailField,
      phone: optionalPhoneField,
      serviceType: z
        .string({ error: "api:validation.serviceRequired" })
        .refine(isServiceId, "api:validation.serviceRequired"),
      bookingDate: moveInputSchema(times).shape.date,
      bookingTime: moveInputSchema(times).shape.time,
      message: optionalMessageSchema,
      language: z.enum(languages, { error: "api:validation.invalidValue" }).default("sv"),
    },
    { error: "api:validation.nameTooShort" },
  );

export type EnterBookingInput = z.output<ReturnType<typeof enterBookingSchema>>;
