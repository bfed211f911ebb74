import { localizePath } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/request-language";
import { serverT } from "~/i18n/translate.server";
import { parseInput, problem, problemResponse, readJson } from "~/features/api/problem.server";
import { getAuth } from "./auth.server";
import { requestResetSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth.schema";

// better-auth answers /api/auth/*. The calls with user input are validated first with the
// shared schemas, so every rule of spec section 5 gives its own localized message, and
// better-auth's English errors are translated on the way out.
const validated: Record<
  string,
  typeof signUpSchema | typeof signInSchema | typeof requestResetSchema | typeof resetPasswordSchema
> = {
  "/api/auth/sign-up/email": signUpSchema,
  "/api/auth/sign-in/email": signInSchema,
  "/api/auth/request-password-reset": requestResetSchema,
  "/api/auth/reset-password": resetPasswordSchema,
};

const errorKeys: Record<string, "userExists" | "invalidCredentials" | "invalidToken"> = {
  USER_ALREADY_EXISTS: "userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "userExists",
  INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
  INVALID_EMAIL: "invalidCredentials",
  INVALID_PASSWORD: "invalidCredentials",
  INVALID_TOKEN: "invalidToken",
};

export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth();
  const url = new URL(request.url);
  const schema = request.method === "POST" ? validated[url.pathname] : undefined;
  let forwarded = request;
  if (schema) {
    try {
      const body = parseInput(schema, await readJson(request)) as Record<string, unknown>;
      if (url.pathname.endsWith("/sign-up/email")) body.language = requestLanguage(request);
      if (url.pathname.endsWith("/request-password-reset")) {
        body.redirectTo = localizePath("/auth/reset-password", requestLanguage(request));
      }
      forwarded = new Request(request.url, {
        method: "POST",
        headers: request.headers,
        body: JSON.stringify(body),
      });
    } catch (error) {
      return problemResponse(request, error);
    }
  }
  const response = await auth.handler(forwarded);
  if (response.ok || response.status < 400) return response;
  return translateAuthError(request, response);
}

async function translateAuthError(request: Request, response: Response): Promise<Response> {
  const t = serverT(requestLanguage(request));
  if (response.status === 429)
    return problem(429, t("api:errors.generic"), t("api:errors.rateLimited"), "rateLimited");
  let code = "";
  try {
    code = ((await response.clone().json()) as { code?: string }).code ?? "";
  } catch {
    // Not JSON: answered as a generic failure below.
  }
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
