import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { DomainError, type FieldError } from "~/features/api/domain-error";
import { readJson } from "~/features/api/problem.server";
import type { Language } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/request-language";
import { serverT } from "~/i18n/translate.server";
import { clientRateLimitKey } from "~/lib/client-address";
import { now } from "~/lib/clock";
import { countInWindow } from "~/lib/fixed-window.server";
import { builtinAnswer } from "./builtin-assistant.server";
import type { ChatMessage } from "./chat-limits";
import { chatRequestSchema } from "./chat.schema";
import { openModelStream, relayModelStream, type ModelSettings } from "./model-reply.server";
import { siteKnowledge } from "./site-knowledge.server";
import { inPieces, sseResponse } from "./sse.server";
import { systemPrompt } from "./system-prompt.server";

// POST /api/ai-chat (docs/decisions/055): rate limit, validation, then the configured model or
// the built-in assistant, both answering from siteKnowledge() in the visitor's language.

/** The model of AI_BASE_URL / AI_API_KEY / AI_MODEL, when all three are set. */
function modelSettings(): ModelSettings | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = config();
  return AI_BASE_URL && AI_API_KEY && AI_MODEL
    ? { baseUrl: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL }
    : null;
}

/** The conversation, or a validation error with every field's message key and limit. */
export function parseChatRequest(input: unknown): ChatMessage[] {
  const result = chatRequestSchema.safeParse(input);
  if (result.success) return result.data.messages;
  const fieldErrors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || "body",
    message: issue.message,
    ...("maximum" in issue && { values: { maximum: Number(issue.maximum) } }),
  }));
  throw new DomainError("validation", fieldErrors);
}

async function countQuestion(request: Request, at: Date) {
  const { db } = await database();
  const counted = await countInWindow(
    db,
    { scope: "ai-chat", limit: config().AI_CHAT_PER_MINUTE, windowMs: 60_000 },
    clientRateLimitKey(request),
    at,
  );
  if (!counted.allowed)
    throw new DomainError("rateLimited", undefined, {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
}

export async function answerChat(request: Request): Promise<Response> {
  const at = now();
  // Counted before the body is read: refused questions cost the sender their turn too.
  await countQuestion(request, at);
  const messages = parseChatRequest(await readJson(request));
  const lang = requestLanguage(request);
  const { db } = await database();
  const knowledge = await siteKnowledge(db, lang, at);

  const model = modelSettings();
  if (model) {
    const stream = await openModelStream(model, systemPrompt(knowledge), messages, request.signal);
    if (stream)
      return sseResponse(relayModelStream(stream, serverT(lang)("chat:reply.interrupted")));
  }
  const knowledgeIn = (other: Language) =>
    other === lang ? Promise.resolve(knowledge) : siteKnowledge(db, other, at);
  return sseResponse(inPieces(await builtinAnswer(messages, lang, knowledgeIn)));
}
