import { methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { answerChat } from "~/features/chat/chat.server";
import type { Route } from "./+types/ai-chat";

/**
 * POST /api/ai-chat `{messages:[{role, content}]}` — 200 text/event-stream in the OpenAI
 * streaming format; 400, 415, 429 problem+json (docs/decisions/055).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    return answerChat(request);
  });
}
