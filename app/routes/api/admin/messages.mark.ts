import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { applyInboxMark } from "~/features/admin/inbox/inbox-api.server";
import { adminApi } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/messages.mark";

/** POST /api/admin/messages/{id}/read | handle — 200 {item}; 404 unknown, 409 already so. */
export function action({ request, params }: Route.ActionArgs) {
  return adminApi(request, async (admin) => {
    if (request.method !== "POST") throw new DomainError("routeNotFound");
    const item = await applyInboxMark(admin, "messages", params.id, params.mark);
    return Response.json({ item }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
