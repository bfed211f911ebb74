import { database } from "~/db/client.server";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { exportAccount } from "~/features/account/account.server";
import type { Route } from "./+types/me.export";

/** GET /api/me/export — everything stored about the signed-in customer, as a JSON download. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await requireUser(request);
    const { db } = await database();
    const data = await exportAccount(db, user.id);
    return Response.json(data, {
      headers: {
        "Cache-Control": "private, no-store",
        "Content-Disposition": 'attachment; filename="my-data.json"',
      },
    });
  });
}
