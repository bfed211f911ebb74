import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { requireUser } from "~/features/auth/session.server";
import { deleteAccount } from "~/features/account/account.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import type { Route } from "./+types/me";

/**
 * DELETE /api/me — erases the account, its sessions, profile and bookings (upcoming ones are
 * cancelled with the usual e-mails first); 204.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") throw new DomainError("invalidBody");
    const user = await requireUser(request);
    const { db } = await database();
    await deleteAccount(db, user, new Date());
    kickMailer();
    // The sessions went with the account, so the browser's cookie no longer signs anyone in.
    return new Response(null, { status: 204 });
  });
}
