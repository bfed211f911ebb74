import { database } from "~/db/client.server";
import { handleApi, parseInput } from "~/features/api/problem.server";
import { availabilityQuerySchema } from "~/features/booking/booking.schema";
import { availability } from "~/features/booking/booking.server";
import type { Route } from "./+types/availability";

/** GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD — public: which slots can be booked. */
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
    return Response.json(
      { slots: await availability(db, from, to) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}
