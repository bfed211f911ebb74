import { database } from "~/db/client.server";
import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { requestBooking } from "~/features/booking/book.server";
import { publicBooking } from "~/features/booking/booking.server";
import { myBookings } from "~/features/booking/my-bookings.server";
import { requestLanguage } from "~/i18n/request-language";
import { now } from "~/lib/clock";
import type { Route } from "./+types/bookings";

/** GET /api/bookings — the signed-in customer's own bookings, earliest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    return Response.json(
      { bookings: await myBookings(db, user.id, requestLanguage(request), now()) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

/**
 * POST /api/bookings — request a booking: 201, or 400/401/409 problem+json; 403 (emailNotVerified)
 * until the customer has followed the link in the sign-up e-mail (docs/decisions/021).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const booking = await requestBooking(
      request,
      () => readJson(request),
      requestLanguage(request),
    );
    return Response.json(
      // A service with a deposit: the booking waits for its payment there (decision 109).
      {
        booking: publicBooking(booking),
        ...(booking.checkoutUrl && { checkoutUrl: booking.checkoutUrl }),
      },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}
