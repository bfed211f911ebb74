import type { z } from "zod";
import type { Language } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/request-language";
import { serverT } from "~/i18n/translate.server";
import { logger } from "~/lib/logger.server";
import { DomainError, errorStatus, type ErrorCode } from "./domain-error";

/** A failure as the visitor reads it: translated title, first message, and every field's message. */
export type DescribedError = {
  status: number;
  type: string;
  title: string;
  detail: string;
  errors?: { field: string; message: string }[];
  /** How long to wait before trying again (429). */
  retryAfterSeconds?: number;
  /** The methods a 405's address answers. */
  allow?: string[];
};

/**
 * The one place that turns a thrown value into what the visitor is told, in their language: the
 * JSON API sends it as problem+json, the form actions as field errors (app/lib/forms).
 */
export function describeError(lang: Language, error: unknown, path = ""): DescribedError {
  const t = serverT(lang);
  if (!(error instanceof DomainError)) {
    logger.error("request failed", { path, error });
    return {
      status: 500,
      type: "internal",
      title: t("api:errors.generic"),
      detail: t("api:errors.generic"),
    };
  }
  const status = errorStatus[error.code];
  if (error.code === "validation" && error.fieldErrors?.length) {
    const errors = error.fieldErrors.map(({ field, message, values }) => ({
      field,
      // A rule without its own key (a wrong type, say) carries zod's English: never shown as is.
      message: t(translationKey.test(message) ? message : "api:validation.invalidValue", values),
    }));
    return {
      status,
      type: "validation",
      title: t("api:errors.validation"),
      detail: errors[0]!.message,
      errors,
    };
  }
  const detailKey =
    error.code === "invalidBody" ? "api:validation.invalidBody" : `api:errors.${error.code}`;
  const title =
    error.code === "unauthenticated"
      ? t("api:errors.unauthenticatedTitle")
      : t("api:errors.generic");
  return {
    status,
    type: error.code,
    title,
    detail: t(detailKey, error.values),
    // A conflict about one field (an address already taken) names it, as validation does.
    ...(error.fieldErrors?.length && {
      errors: error.fieldErrors.map(({ field, message, values }) => ({
        field,
        message: t(translationKey.test(message) ? message : detailKey, values),
      })),
    }),
    retryAfterSeconds: error.retryAfterSeconds,
    allow: error.allow,
  };
}

/** Our schemas' messages are keys such as `api:validation.emailInvalid`. */
const translationKey = /^[a-z][A-Za-z]*:[A-Za-z0-9_.]+$/;

/** Turns any thrown value into an RFC 9457 problem+json response in the request's language. */
export function problemResponse(request: Request, error: unknown): Response {
  const described = describeError(requestLanguage(request), error, new URL(request.url).pathname);
  const { status, title, detail, type, errors, retryAfterSeconds, allow } = described;
  const response = problem(status, title, detail, type, errors);
  if (allow) response.headers.set("Allow", allow.join(", "));
  if (retryAfterSeconds !== undefined)
    response.headers.set("Retry-After", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return response;
}

export function problem(
  status: number,
  title: string,
  detail: string,
  type: string,
  errors?: unknown[],
): Response {
  return Response.json(
    { type: `about:blank#${type}`, title, status, detail, ...(errors && { errors }) },
    {
      status,
      headers: {
        "Content-Type": "application/problem+json; charset=utf-8",
        "Cache-Control": "no-store",
      },
    },
  );
}

/** Validates with a shared schema whose messages are translation keys; throws a DomainError. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError(
    "validation",
    result.error.issues.map((issue) => ({
      field: issue.path.join(".") || "body",
      message: issue.message,
    })),
  );
}

/**
 * Reads a JSON body: only application/json (a cross-site HTML form cannot send it), at most 16 KB.
 * A caller that needs more (an article's three languages) or takes another JSON media type
 * (browser reports) names its own limit and types.
 */
export async function readJson(
  request: Request,
  { types = /^application\/(problem\+)?json\b/i, limit = 16_384 } = {},
): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!types.test(type)) throw new DomainError("unsupportedMediaType");
  const text = await readText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("invalidBody");
  }
}

/** The body as text, read chunk by chunk: a body over `limit` bytes is refused, never held whole. */
async function readText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("content-length")) > limit) throw new DomainError("invalidBody");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > limit) {
        void reader.cancel();
        throw new DomainError("invalidBody");
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
  } catch {
    // Too long, cut off by the server's own limit, or the client went away mid-body.
    throw new DomainError("invalidBody");
  }
  return text + decoder.decode();
}

/** For the server entry (server/), which refuses some requests before React Router sees them. */
export function refusal(request: Request, code: ErrorCode): Response {
  return problemResponse(request, new DomainError(code));
}

/** Runs an API handler and answers its DomainErrors as problem+json. */
export async function handleApi(
  request: Request,
  handler: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) throw error;
    return problemResponse(request, error);
  }
}
