import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { now } from "~/lib/clock";
import { actorOf, type AdminUser } from "../require-admin.server";
import {
  adminBookingQuerySchema,
  declineInputSchema,
  isBookingTransition,
  enterBookingSchema,
  moveInputSchema,
  type AdminBookingQuery,
} from "./admin-bookings.schema";
import { transitionBooking, type AdminBooking } from "./admin-bookings.server";
import { moveBooking, undoConfirm } from "./booking-changes.server";
import { enterBooking } from "./enter-booking.server";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { slotTimes } from "~/features/booking/slots";
import { loadSettings } from "~/features/settings/settings-store.server";

// What the back office does with bookings, whoever asks: the JSON API and the page's forms
// call these, so both refuse and accept exactly alike.

/** The filters of a query string; a parameter given twice is as wrong as a bad one. */
export function readBookingQuery(params: URLSearchParams): AdminBookingQuery {
  const single = (name: string) => {
    const values = params.getAll(name).filter((value) => value !== "");
    if (values.length > 1) throw new DomainError("badRequest");
    return values[0];
  };
  return parseInput(adminBookingQuerySchema, {
    status: single("status"),
    from: single("from"),
    to: single("to"),
    service: single("service"),
  });
}

/** Confirm or decline (with an optional note), or complete; then the mail goes out. */
export async function applyBookingTransition(
  admin: AdminUser,
  bookingId: string,
  transition: string,
  input: unknown,
): Promise<AdminBooking> {
  if (!isBookingTransition(transition)) throw new DomainError("routeNotFound");
  // Confirm and decline may carry a note to the customer (decision 103).
  const { message } =
    transition === "complete" ? { message: null } : parseInput(declineInputSchema, input ?? {});
  const { db } = await database();
  const booking = await transitionBooking(db, actorOf(admin), bookingId, transition, {
    message,
    now: now(),
  });
  kickMailer();
  return booking;
}

export const bookingChanges = ["undo", "move"] as const;
export type BookingChange = (typeof bookingChanges)[number];

export function isBookingChange(value: unknown): value is BookingChange {
  return typeof value === "string" && (bookingChanges as readonly string[]).includes(value);
}

/** Undo a confirm while its mail is held, or move a booking `{date, time}` (decision 103). */
export async function applyBookingChange(
  admin: AdminUser,
  bookingId: string,
  change: BookingChange,
  input: unknown,
): Promise<AdminBooking> {
  const { db } = await database();
  const actor = actorOf(admin);
  if (change === "undo") return undoConfirm(db, actor, bookingId, now());
  const { bookingRules } = await loadSettings(db);
  const target = parseInput(moveInputSchema(slotTimes(bookingRules)), input ?? {});
  const booking = await moveBooking(db, actor, bookingId, target, {
    now: now(),
    rules: bookingRules,
  });
  kickMailer();
  return booking;
}

/** A booking the owner enters for a customer who phoned (decision 103); 201 with the booking. */
export async function enterBookingForCustomer(
  admin: AdminUser,
  input: unknown,
): Promise<AdminBooking> {
  const { db } = await database();
  const { bookingRules } = await loadSettings(db);
  const valid = parseInput(enterBookingSchema(slotTimes(bookingRules)), input ?? {});
  const found = await bookingService(db, valid.serviceType);
  if (!found)
    throw new DomainError("validation", [
      { field: "serviceType", message: "api:validation.serviceRequired" },
    ]);
  const booking = await enterBooking(db, actorOf(admin), valid, {
    now: now(),
    rules: bookingRules,
    service: found.row,
  });
  kickMailer();
  return booking;
}
