import { DomainError } from "~/features/api/domain-error";
import { problem } from "~/features/api/problem.server";
import { requestLanguage } from "~/i18n/request-language";
import { serverT } from "~/i18n/translate.server";
import { authBasePath, getAuth } from "./auth.server";

/**
 * Hands a checked call to better-auth: the validated body (never the client's own) at the bare
 * path (no query string, so nothing unchecked rides along). The caller's headers stay: cookies,
 * Origin, and the client address the server entry set.
 */
export async function forwardToAuth(
  request: Request,
  /** `path` is below /api/auth. */
  target: { method: "GET" | "POST"; path: string; query?: Record<string, string>; body?: unknown },
): Promise<Response> {
  const auth = await getAuth();
  const url = new URL(authBasePath + target.path, request.url);
  for (const [name, value] of Object.entries(target.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (target.method === "POST") headers.set("content-type", "application/json");
  return auth.handler(
    new Request(url, {
      method: target.method,
      headers,
      body: target.method === "POST" ? JSON.stringify(target.body ?? {}) : undefined,
    }),
  );
}

const errorKeys: Record<string, "userExists" | "invalidCredentials" | "invalidToken"> = {
  USER_ALREADY_EXISTS: "userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "userExists",
  INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
  INVALID_EMAIL: "invalidCredentials",
  INVALID_PASSWORD: "invalidCredentials",
  INVALID_TOKEN: "invalidToken",
};

/** better-auth's answer as is when it succeeded; its English errors in the caller's language. */
export async function authAnswer(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (response.status === 429) {
    throw new DomainError("rateLimited", undefined, {
      retryAfterSeconds: Number(response.headers.get("x-retry-after")) || 60,
    });
  }
  let code = "";
  try {
    code = ((await response.clone().json()) as { code?: string }).code ?? "";
  } catch {
    // Not JSON: answered as a generic failure below.
  }
  if (code === "EMAIL_ALREADY_VERIFIED") throw new DomainError("alreadyVerified");
  const t = serverT(requestLanguage(request));
  const key = errorKeys[code];
  if (!key)
    return problem(
      response.status,
      t("api:errors.generic"),
      t("api:errors.generic"),
      code || "auth",
    );
  return problem(response.status, t("api:errors.generic"), t(`api:errors.${key}`), key);
}
