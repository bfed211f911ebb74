import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { handleApi, parseInput, readJson } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { bookingInputSchema } from "~/features/booking/booking.schema";
import { createBooking, listBookings, publicBooking } from "~/features/booking/booking.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { requestLanguage } from "~/i18n/request-language";
import { clientAddressHeader } from "~/lib/client-address";
import type { Route } from "./+types/bookings";

/** GET /api/bookings — the signed-in customer's own bookings, earliest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const list = await listBookings(db, user.id);
    return Response.json(
      { bookings: list.map(publicBooking) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

/** POST /api/bookings — request a booking: 201, or 400/401/409/429 problem+json. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw new DomainError("invalidBody");
    const user = await requireUser(request);
    const input = parseInput(bookingInputSchema, await readJson(request));
    const { db } = await database();
    const booking = await createBooking(db, user, input, requestLanguage(request), {
      clientAddress: request.headers.get(clientAddressHeader) ?? "",
    });
    kickMailer();
    return Response.json(
      { booking: publicBooking(booking) },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}
