import type { RequestHandler } from "express";
import { pagePath } from "../app/lib/page-path.ts";

/** Is this (signed-in) request an admin's? Reached through the bundle (app/entry.server.tsx). */
export type IsAdminRequest = (headers: Headers) => Promise<boolean>;

// React Router matches paths case-insensitively, so "/EN/Admin" is the back office too.
const adminPage = /^\/(?:(?:fi|en)\/)?admin(?:\/|$)/i;

export function isAdminPagePath(pathname: string): boolean {
  return adminPage.test(pagePath(pathname));
}

/** Where the back office's paths are answered as an unknown path would be. */
export const unknownPagePath = "/__no-such-page";

/** The request's cookie, all an admin check reads. */
export function cookieHeaders(req: Parameters<RequestHandler>[0]): Headers {
  const headers = new Headers();
  const cookie = req.headers.cookie;
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/**
 * The back office answers visitors and customers exactly as an unknown path does
 * (docs/decisions/031), in the two places React Router would otherwise tell them apart:
 * - a write or OPTIONS to a back-office page is checked against an unknown page's methods
 *   (405 with the same Allow), not the back office's forms (which would answer 404);
 * - lazy route discovery (`/__manifest?paths=`) leaves back-office paths out, and an answer
 *   that names them is private, never stored by a shared cache for the next visitor.
 * Reads of the pages themselves reach the app, whose admin layout answers with the 404 page.
 */
export function hideAdminFromOthers(isAdmin: IsAdminRequest): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.path === "/__manifest") {
        const paths = (typeof req.query.paths === "string" ? req.query.paths : "").split(",");
        if (!paths.some(isAdminPagePath)) return next();
        res.locals.privateAnswer = true;
        if (await isAdmin(cookieHeaders(req))) return next();
        const query = new URLSearchParams(req.url.slice(req.url.indexOf("?") + 1));
        query.set("paths", paths.filter((path) => !isAdminPagePath(path)).join(","));
        // The React Router handler builds its request from originalUrl.
        req.url = req.originalUrl = `${req.path}?${query}`;
        return next();
      }
      if (req.method === "GET" || req.method === "HEAD" || !isAdminPagePath(req.path))
        return next();
      if (!(await isAdmin(cookieHeaders(req)))) res.locals.methodsPath = unknownPagePath;
      next();
    } catch (error) {
      next(error);
    }
  };
}
