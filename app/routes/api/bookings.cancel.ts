import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { cancelOwnBooking } from "~/features/booking/book.server";
import { publicBooking } from "~/features/booking/booking.server";
import type { Route } from "./+types/bookings.cancel";

/** POST /api/bookings/{id}/cancel — the customer's own pending booking only. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const booking = await cancelOwnBooking(request, params.id);
    return Response.json(
      { booking: publicBooking(booking) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}
