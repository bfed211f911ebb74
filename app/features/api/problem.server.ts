import type { z } from "zod";
import { requestLanguage } from "~/i18n/request-language";
import { serverT } from "~/i18n/translate.server";
import { logger } from "~/lib/logger.server";
import { DomainError, errorStatus } from "./domain-error";

/** Turns any thrown value into an RFC 9457 problem+json response in the request's language. */
export function problemResponse(request: Request, error: unknown): Response {
  const lang = requestLanguage(request);
  const t = serverT(lang);
  if (!(error instanceof DomainError)) {
    logger.error("request failed", { path: new URL(request.url).pathname, error });
    return problem(500, t("api:errors.generic"), t("api:errors.generic"), "internal");
  }
  const status = errorStatus[error.code];
  if (error.code === "validation" && error.fieldErrors?.length) {
    const errors = error.fieldErrors.map(({ field, message }) => ({ field, message: t(message) }));
    return problem(status, t("api:errors.validation"), errors[0]!.message, "validation", errors);
  }
  const detailKey =
    error.code === "invalidBody" ? "api:validation.invalidBody" : `api:errors.${error.code}`;
  const title =
    error.code === "unauthenticated"
      ? t("api:errors.unauthenticatedTitle")
      : t("api:errors.generic");
  const response = problem(status, title, t(detailKey, error.values), error.code);
  if (error.retryAfterSeconds !== undefined)
    response.headers.set("Retry-After", String(error.retryAfterSeconds));
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

/** Reads a JSON body: only application/json (a cross-site HTML form cannot send it), at most 16 KB. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(problem\+)?json\b/i.test(type))
    throw new DomainError("unsupportedMediaType");
  const text = await request.text();
  if (text.length > 16_384) throw new DomainError("invalidBody");
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("invalidBody");
  }
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
