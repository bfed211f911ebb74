import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import type { Language } from "~/i18n/languages";
import { clientRateLimitKey } from "~/lib/client-address";
import { kickMailer } from "./booking-mail.server";
import { bookingInputSchema } from "./booking.schema";
import { cancelBooking, createBooking, type Booking } from "./booking.server";

// What a booking request does, whoever sends it: the JSON API (/api/bookings) and the booking
// form's action (the home page) call these, so both refuse and accept exactly alike.

/**
 * A signed-in customer's booking request: validated with the shared schema, then stored. Who
 * may book is settled before the body is read (`readInput`).
 */
export async function requestBooking(
  request: Request,
  readInput: () => Promise<unknown>,
  lang: Language,
): Promise<Booking> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw new DomainError("emailNotVerified");
  const valid = parseInput(bookingInputSchema, await readInput());
  const { db } = await database();
  const booking = await createBooking(db, user, valid, lang, {
    clientAddress: clientRateLimitKey(request),
  });
  kickMailer();
  return booking;
}

/** The customer cancels one of their own pending bookings. */
export async function cancelOwnBooking(request: Request, bookingId: string): Promise<Booking> {
  const user = await requireUser(request);
  const { db } = await database();
  const booking = await cancelBooking(db, user, bookingId);
  kickMailer();
  return booking;
}
