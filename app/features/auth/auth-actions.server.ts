import { redirect } from "react-router";
import type { DescribedError } from "~/features/api/problem.server";
import { localizePath, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { redirectWithFlash, refusal } from "~/lib/forms/form-action.server";
import { handleAuthRequest } from "./auth-api.server";
import { safeReturnTo } from "./return-to";

// The /auth page's form actions. Each one goes through the same entry as the JSON API
// (handleAuthRequest): the same schemas, rate limits and translated errors, one code path.

type Answer = { ok: true; cookies: string[] } | { ok: false; problem: DescribedError };

async function callAuthApi(
  request: Request,
  lang: Language,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const url = new URL(`/api/auth/${endpoint}?lang=${lang}`, request.url);
  const response = await handleAuthRequest(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  const problem = (await response.json().catch(() => null)) as Partial<DescribedError> | null;
  const t = serverT(lang);
  return {
    ok: false,
    problem: {
      status: response.status,
      type: problem?.type ?? "auth",
      title: problem?.title ?? t("api:errors.generic"),
      detail: problem?.detail ?? t("api:errors.generic"),
      errors: problem?.errors,
    },
  };
}

function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function signInAction(request: Request, lang: Language, form: Record<string, string>) {
  const answer = await callAuthApi(request, lang, "sign-in/email", {
    email: form.email,
    password: form.password,
  });
  if (!answer.ok) return refusal("sign-in", answer.problem, form);
  const to = safeReturnTo(form.returnTo) ?? localizePath("/", lang);
  return redirectWithFlash(to, "signedIn", { headers: withCookies(answer.cookies) });
}

export async function signUpAction(request: Request, lang: Language, form: Record<string, string>) {
  const answer = await callAuthApi(request, lang, "sign-up/email", {
    name: form.name,
    email: form.email,
    phone: form.phone,
    password: form.password,
  });
  if (!answer.ok) return refusal("sign-up", answer.problem, form);
  const to = safeReturnTo(form.returnTo) ?? localizePath("/", lang);
  return redirectWithFlash(to, "signedUp", { headers: withCookies(answer.cookies) });
}

/**
 * Whatever happens to a well-formed address, the visitor sees the same "check your inbox"
 * page: it never tells whether an address has an account.
 */
export async function requestResetAction(
  request: Request,
  lang: Language,
  form: Record<string, string>,
) {
  const answer = await callAuthApi(request, lang, "request-password-reset", { email: form.email });
  if (!answer.ok && answer.problem.status === 400)
    return refusal("request-reset", answer.problem, form);
  return redirect(`${localizePath("/auth", lang)}?view=reset-sent`);
}

export async function resetPasswordAction(
  request: Request,
  lang: Language,
  form: Record<string, string>,
) {
  const answer = await callAuthApi(request, lang, "reset-password", {
    token: form.token,
    newPassword: form.newPassword,
  });
  if (!answer.ok) return refusal("reset-password", answer.problem, form);
  return redirectWithFlash(localizePath("/auth", lang), "passwordReset");
}

/** Sends the confirmation link again, then back to the booking form that waits for it. */
export async function resendVerificationAction(request: Request, lang: Language) {
  const answer = await callAuthApi(request, lang, "send-verification-email", {});
  if (!answer.ok) return refusal("resend-verification", answer.problem);
  return redirectWithFlash(`${localizePath("/", lang)}#kontakt`, "verificationSent");
}

/** Ends the session (an already ended one is what the visitor asked for) and goes home. */
export async function signOutAction(request: Request, lang: Language) {
  const answer = await callAuthApi(request, lang, "sign-out", {});
  if (!answer.ok && answer.problem.status !== 401) return refusal("sign-out", answer.problem);
  return redirectWithFlash(localizePath("/", lang), "signedOut", {
    headers: withCookies(answer.ok ? answer.cookies : []),
  });
}
