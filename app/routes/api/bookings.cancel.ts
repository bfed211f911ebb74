import { database } from "~/db/client.server";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { cancelBooking, publicBooking } from "~/features/booking/booking.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import type { Route } from "./+types/bookings.cancel";

/** POST /api/bookings/{id}/cancel — the customer's own pending booking only. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const booking = await cancelBooking(db, user, params.id);
    kickMailer();
    return Response.json(
      { booking: publicBooking(booking) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}
