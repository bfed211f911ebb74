import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import {
  applyBookingChange,
  applyBookingTransition,
  isBookingChange,
} from "~/features/admin/bookings/admin-bookings-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/bookings.transition";

/**
 * POST /api/admin/bookings/{id}/confirm {message?} | decline {message?} | complete — 200
 * {booking}; the customer is e-mailed (a confirmation after a short hold). `undo` takes a
 * confirmation back while its mail is held; `move` {date, time} moves the booking (decision
 * 103). 404 unknown booking, 409 when the booking is in another state, the time is taken or
 * blocked, or the undo comes too late.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw new DomainError("routeNotFound");
    // Complete and undo take no body; confirm and decline may carry {message}.
    const input = request.headers.has("content-type") ? await readJson(request) : {};
    const booking = isBookingChange(params.transition)
      ? await applyBookingChange(admin, params.id, params.transition, input)
      : await applyBookingTransition(admin, params.id, params.transition, input);
    return Response.json({ booking }, { headers: { "Cache-Control": "no-store" } });
  });
}

// A GET: 405 for the admin; anyone else learns nothing (adminApi answers routeNotFound first).
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
