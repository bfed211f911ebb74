import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import { applyBookingTransition } from "~/features/admin/bookings/admin-bookings-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/bookings.transition";

/**
 * POST /api/admin/bookings/{id}/confirm | decline {message?} | complete — 200 {booking}; the
 * customer is e-mailed. 404 unknown booking, 409 when the booking is in another state.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw new DomainError("routeNotFound");
    // Confirm and complete take no body; decline may carry {message}.
    const input = request.headers.has("content-type") ? await readJson(request) : {};
    const booking = await applyBookingTransition(admin, params.id, params.transition, input);
    return Response.json({ booking }, { headers: { "Cache-Control": "no-store" } });
  });
}

// A GET: 405 for the admin; anyone else learns nothing (adminApi answers routeNotFound first).
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
