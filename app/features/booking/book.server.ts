import { database, type Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { isServiceId } from "~/features/catalogue/service-id";
import type { ServiceRow } from "~/features/catalogue/service-view";
import type { Language } from "~/i18n/languages";
import { clientRateLimitKey } from "~/lib/client-address";
import { kickMailer } from "./booking-mail.server";
import { bookingInputSchema, type ValidBooking } from "./booking.schema";
import { cancelBooking, createBooking, type Booking } from "./booking.server";
import { depositCheckoutUrl } from "~/features/shop/deposit-checkout.server";

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
): Promise<RequestedBooking> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw new DomainError("emailNotVerified");
  const { db } = await database();
  const { valid, service } = await validBooking(db, await readInput());
  const booking = await createBooking(db, user, valid, lang, {
    clientAddress: clientRateLimitKey(request),
    service,
  });
  kickMailer();
  const { depositOrder, ...stored } = booking;
  if (!depositOrder) return stored;
  // The deposit's checkout (decision 109): the booking is a request once it is paid.
  return { ...stored, checkoutUrl: await depositCheckoutUrl(db, depositOrder, request, lang) };
}

/** A booking request as stored; with the payment page's address when it waits for a deposit. */
export type RequestedBooking = Booking & { checkoutUrl?: string };

const serviceError = { field: "serviceType", message: "api:validation.serviceRequired" };

/**
 * The shared schema's checks, and the catalogue's: the service must be one a customer can book
 * now (or a legacy key). An unknown service is the first message, as the schema's order has it.
 */
async function validBooking(
  db: Database,
  input: unknown,
): Promise<{ valid: ValidBooking; service: ServiceRow | undefined }> {
  const serviceType = (input as { serviceType?: unknown } | null)?.serviceType;
  const found =
    typeof serviceType === "string" && isServiceId(serviceType)
      ? await bookingService(db, serviceType)
      : null;
  const known = found !== null;
  try {
    const valid = parseInput(bookingInputSchema, input);
    if (!known) throw new DomainError("validation", [serviceError]);
    return { valid, service: found.row };
  } catch (error) {
    if (known || !(error instanceof DomainError) || error.fieldErrors?.[0]?.field === "serviceType")
      throw error;
    throw new DomainError("validation", [serviceError, ...(error.fieldErrors ?? [])]);
  }
}

/** The customer cancels one of their own pending bookings. */
export async function cancelOwnBooking(request: Request, bookingId: string): Promise<Booking> {
  const user = await requireUser(request);
  const { db } = await database();
  const booking = await cancelBooking(db, user, bookingId);
  kickMailer();
  return booking;
}
