import { database } from "~/db/client.server";
import { handleApi, parseInput } from "~/features/api/problem.server";
import { availabilityQuerySchema } from "~/features/booking/booking.schema";
import { availability } from "~/features/booking/booking.server";
import { durationHoursOf } from "~/features/booking/booking-span";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { isServiceId } from "~/features/catalogue/service-id";
import type { Route } from "./+types/availability";

/**
 * GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD[&service=id] — public: which slots can be
 * booked (for that service's duration; an unknown service counts as one hour).
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const params = new URL(request.url).searchParams;
    // A parameter given twice is as wrong as a missing one.
    const single = (name: string) => {
      const values = params.getAll(name);
      return values.length === 1 ? values[0] : undefined;
    };
    const { from, to } = parseInput(availabilityQuerySchema, {
      from: single("from"),
      to: single("to"),
    });
    const { db } = await database();
    // `service`: the starting times where that service fits (its duration, decision 103).
    const service = params.get("service");
    const found = service && isServiceId(service) ? await bookingService(db, service) : null;
    const durationHours = durationHoursOf(found?.row?.durationMinutes);
    return Response.json(
      { slots: await availability(db, from, to, undefined, undefined, durationHours) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}
