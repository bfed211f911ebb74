import { database } from "~/db/client.server";
import { now } from "~/lib/clock";
import { DomainError } from "~/features/api/domain-error";
import { parseInput, readJson } from "~/features/api/problem.server";
import { languages, localizePath, type Language } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/request-language";
import {
  noInputSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetTokenSchema,
  signInSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from "./auth.schema";
import { authAnswer, forwardToAuth } from "./auth-forward.server";
import { getSessionUser } from "./session.server";
import { claimSignInAttempt } from "./sign-in-throttle.server";

// The better-auth endpoints the site uses, each behind our own schema (docs/decisions/020).
// Everything else better-auth offers (update-user, change-email, delete-user, list-sessions …)
// is not on this list and answers 404.

export type AuthEndpoint = {
  method: "GET" | "POST";
  /** Below /api/auth. */
  path: RegExp;
  handle: (request: Request, path: string) => Promise<Response>;
};

const resetPages = languages.map((lang) => localizePath("/auth/reset-password", lang));

/** Where the confirmation link lands: the booking form, in the mail's language. */
export function verificationLanding(lang: Language, state: "done" | "expired" | "invalid"): string {
  return `${localizePath("/", lang)}?emailVerification=${state}#kontakt`;
}

async function post(request: Request, path: string, body: unknown): Promise<Response> {
  return authAnswer(request, await forwardToAuth(request, { method: "POST", path, body }));
}

export const authEndpoints: AuthEndpoint[] = [
  {
    method: "POST",
    path: /^\/sign-up\/email$/,
    handle: async (request, path) => {
      const body = parseInput(signUpSchema, await readJson(request));
      return post(request, path, { ...body, language: requestLanguage(request) });
    },
  },
  {
    method: "POST",
    path: /^\/sign-in\/email$/,
    handle: async (request, path) => {
      const body = parseInput(signInSchema, await readJson(request));
      const { db } = await database();
      const claim = await claimSignInAttempt(db, body.email, now());
      if (!claim.allowed) {
        throw new DomainError("tooManySignIns", undefined, {
          retryAfterSeconds: claim.retryAfterSeconds,
        });
      }
      const response = await forwardToAuth(request, { method: "POST", path, body });
      // A wrong password keeps its place in the account's budget; anything else gives it back.
      if (response.ok) await claim.succeeded();
      else if (response.status !== 401) await claim.release();
      return authAnswer(request, response);
    },
  },
  {
    method: "POST",
    path: /^\/sign-out$/,
    handle: async (request, path) => {
      parseInput(noInputSchema, await readJson(request));
      return post(request, path, {});
    },
  },
  {
    method: "POST",
    path: /^\/request-password-reset$/,
    handle: async (request, path) => {
      const body = parseInput(requestResetSchema, await readJson(request));
      const redirectTo = localizePath("/auth/reset-password", requestLanguage(request));
      return post(request, path, { ...body, redirectTo });
    },
  },
  {
    // The link in the reset e-mail: better-auth checks the token and sends the visitor on to
    // our reset page with it.
    method: "GET",
    path: /^\/reset-password\/[^/]+$/,
    handle: async (request, path) => {
      const token = parseInput(resetTokenSchema, path.split("/")[2]);
      const callbackURL = new URL(request.url).searchParams.get("callbackURL") ?? "";
      if (!resetPages.includes(callbackURL)) {
        throw new DomainError("validation", [
          { field: "callbackURL", message: "api:errors.invalidToken" },
        ]);
      }
      const response = await forwardToAuth(request, {
        method: "GET",
        path: `/reset-password/${token}`,
        query: { callbackURL },
      });
      return authAnswer(request, response);
    },
  },
  {
    method: "POST",
    path: /^\/reset-password$/,
    handle: async (request, path) => {
      const body = parseInput(resetPasswordSchema, await readJson(request));
      return post(request, path, body);
    },
  },
  {
    // The link in the confirmation e-mail. A malformed link is a 400; a well-formed one always
    // ends on the booking form, which says whether the address is now confirmed.
    method: "GET",
    path: /^\/verify-email$/,
    handle: async (request, path) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const { token, lang } = parseInput(verifyEmailQuerySchema, query);
      const response = await forwardToAuth(request, { method: "GET", path, query: { token } });
      let state: "done" | "expired" | "invalid" = "done";
      if (!response.ok) {
        const { code } = (await response.json().catch(() => ({}))) as { code?: string };
        state = code === "TOKEN_EXPIRED" ? "expired" : "invalid";
      }
      return new Response(null, {
        status: 302,
        headers: { Location: verificationLanding(lang, state), "Cache-Control": "no-store" },
      });
    },
  },
  {
    // A new confirmation link for the signed-in customer's own address.
    method: "POST",
    path: /^\/send-verification-email$/,
    handle: async (request, path) => {
      parseInput(noInputSchema, await readJson(request));
      const user = await getSessionUser(request);
      if (!user) throw new DomainError("unauthenticated");
      if (user.emailVerified) throw new DomainError("alreadyVerified");
      return post(request, path, { email: user.email });
    },
  },
];
