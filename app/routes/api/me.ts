import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { eraseOwnAccount } from "~/features/account/account-actions.server";
import type { Route } from "./+types/me";

/**
 * DELETE /api/me — erases the account, its sessions, profile and bookings (upcoming ones are
 * cancelled with the usual e-mails first); 204.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") throw methodNotAllowed("DELETE");
    await eraseOwnAccount(request);
    // The sessions went with the account, so the browser's cookie no longer signs anyone in.
    return new Response(null, { status: 204 });
  });
}
