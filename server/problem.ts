import type { Request, Response } from "express";
import type { ErrorCode } from "../app/features/api/domain-error.ts";

/** The app's problem+json builder (app/features/api/problem.server.ts), reached through the bundle. */
export type Refusal = (request: globalThis.Request, code: ErrorCode) => globalThis.Response;

/** Answers a request the server entry refuses, as problem+json in the request's language. */
export type SendProblem = (
  req: Request,
  res: Response,
  code: ErrorCode,
  headers?: Record<string, string>,
) => Promise<void>;

export function problemSender(refusal: Refusal): SendProblem {
  return async (req, res, code, headers = {}) => {
    const problem = refusal(languageRequest(req), code);
    res.status(problem.status);
    problem.headers.forEach((value, name) => res.setHeader(name, value));
    res.set(headers);
    res.end(await problem.text());
  };
}

/**
 * What the app's language choice reads (`?lang=`, the language cookie, Accept-Language) as a
 * fetch Request. The request's own URL may be the reason it is refused, so it is not reused.
 */
function languageRequest(req: Request): globalThis.Request {
  const queryStart = req.originalUrl.indexOf("?");
  const query = new URLSearchParams(queryStart < 0 ? "" : req.originalUrl.slice(queryStart));
  const lang = query.get("lang");
  const headers = new Headers();
  for (const name of ["cookie", "accept-language"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const url = new URL("http://localhost/");
  if (lang) url.searchParams.set("lang", lang);
  return new Request(url, { headers });
}
