import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi, readJson } from "~/features/api/problem.server";
import { submitApplication } from "~/features/freelancer/applications.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/freelancer";

/**
 * POST /api/freelancer {name, email, phone, specialization, experience, portfolio?, message} —
 * 201 {application: {id}}; the applicant gets a receipt by e-mail. 400 first message, 429.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const application = await submitApplication(
      request,
      await readJson(request),
      requestLanguage(request),
    );
    return Response.json(
      { application: { id: application.id, createdAt: application.createdAt.toISOString() } },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("POST");
  });
}
