import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { submitContactMessage } from "~/features/contact/contact-messages.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact {name, email, message, phone?} — no account needed: 201 {message: {id}};
 * the owner is e-mailed. 400 first message, 429 too many from one address.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const message = await submitContactMessage(
      request,
      await readJson(request),
      requestLanguage(request),
    );
    return Response.json(
      { message: { id: message.id, createdAt: message.createdAt.toISOString() } },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
