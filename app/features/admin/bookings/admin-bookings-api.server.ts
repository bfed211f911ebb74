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
  type AdminBookingQuery,
} from "./admin-bookings.schema";
import { transitionBooking, type AdminBooking } from "./admin-bookings.server";

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

/** Confirm, decline (with an optional message) or complete; then the mail goes out. */
export async function applyBookingTransition(
  admin: AdminUser,
  bookingId: string,
  transition: string,
  input: unknown,
): Promise<AdminBooking> {
  if (!isBookingTransition(transition)) throw new DomainError("routeNotFound");
  const { message } =
    transition === "decline" ? parseInput(declineInputSchema, input ?? {}) : { message: null };
  const { db } = await database();
  const booking = await transitionBooking(db, actorOf(admin), bookingId, transition, {
    message,
    now: now(),
  });
  kickMailer();
  return booking;
}
