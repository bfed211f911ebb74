import { methodNotAllowed } from "~/features/api/domain-error";
import { database } from "~/db/client.server";
import { readBookingQuery } from "~/features/admin/bookings/admin-bookings-api.server";
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

// Writes: 405 for the admin; anyone else gets routeNotFound, as on an unknown /api/ path.
export function action({ request }: Route.ActionArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
