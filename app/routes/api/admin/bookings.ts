import { methodNotAllowed } from "~/features/api/domain-error";
import { database } from "~/db/client.server";
import {
  enterBookingForCustomer,
  readBookingQuery,
} from "~/features/admin/bookings/admin-bookings-api.server";
import { readJson } from "~/features/api/problem.server";
import { listAdminBookings } from "~/features/admin/bookings/admin-bookings.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/bookings";

/** GET /api/admin/bookings?status=&from=&to=&service= — every customer's bookings, by slot. */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const query = readBookingQuery(new URL(request.url).searchParams);
    const { db } = await database();
    return Response.json(
      { bookings: await listAdminBookings(db, query) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

/**
 * POST /api/admin/bookings {name, email, phone?, serviceType, bookingDate, bookingTime, message?,
 * language?} — the owner books for a customer who phoned (decision 103): 201 {booking},
 * confirmed; the customer is e-mailed, and invited to make an account if they have none. 400 bad
 * input, 409 a taken or blocked time. Anyone but the admin gets routeNotFound.
 */
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw methodNotAllowed("GET", "HEAD", "POST");
    const booking = await enterBookingForCustomer(admin, await readJson(request));
    return Response.json({ booking }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}
