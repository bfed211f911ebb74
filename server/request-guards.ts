import type { RequestHandler, Response } from "express";
import { cookieHeaders, type IsAdminRequest } from "./hidden-admin.ts";
import type { SendProblem } from "./problem.ts";

// Cheap refusals before any routing (docs/decisions/015): a request that fails one of these
// never reaches the static files or React Router.

/** Longer than any page, asset or API path of the site, with a wide margin. */
export const maxPathLength = 2048;
/** The deepest real path has four segments (/en/shop/photos/…, /api/bookings/:id/cancel). */
export const maxPathSegments = 24;
/** Every form and API call of the site fits many times over. */
export const maxBodyBytes = 64 * 1024;
/** The owner's news editor and picture upload (docs/decisions/048): a 5 MB picture and a form. */
export const maxNewsAdminBodyBytes = 6 * 1024 * 1024;

/**
 * A gallery upload (docs/decisions/090): a camera's JPEG of up to 50 MB and the form around it.
 * The back office sends one file per request; several small ones fit too.
 */
export const maxGalleryUploadBodyBytes = 52 * 1024 * 1024;

/** Paths whose bodies may be larger: only the back office's news, whose every call needs an admin. */
const newsAdminPath =
  /^\/(?:(?:fi|en)\/)?admin\/news(?:[/.]|$)|^\/api\/admin\/news(?:-images|\/|$)/i;
/**
 * The photo upload of a gallery and a photo's replacement (its API call, and the gallery page's
 * form, which works without scripts, and its `.data` address, where the scripts send it), also
 * admins only.
 */
const galleryUploadPath =
  /^\/api\/admin\/galleries\/[0-9a-f-]{36}\/photos(?:\/[0-9a-f-]{36}\/file)?$|^\/(?:(?:fi|en)\/)?admin\/galleries\/[0-9a-f-]{36}(?:\.data)?$/i;

/** The larger limit a path may have once its request is known to be an admin's. */
function adminLimitOf(path: string): number | undefined {
  if (newsAdminPath.test(path)) return maxNewsAdminBodyBytes;
  if (galleryUploadPath.test(path)) return maxGalleryUploadBodyBytes;
  return undefined;
}

/** The body limit a request was given by `refuseLargeBodies`. */
export function bodyLimitOf(res: Response): number {
  return (res.locals.bodyLimit as number | undefined) ?? maxBodyBytes;
}

/**
 * React Router's route discovery matches every prefix of a path, so its cost grows with the
 * square of the segments: a 7,000-segment path took seconds of CPU. Such paths are refused.
 */
export function refuseAbsurdPaths(sendProblem: SendProblem): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (path.length <= maxPathLength && path.split("/").length - 1 <= maxPathSegments)
      return next();
    return sendProblem(req, res, "uriTooLong");
  };
}

/** The host (or trusted X-Forwarded-Host) the request URL is built from must be a plain host[:port]. */
export function refuseMalformedHost(sendProblem: SendProblem): RequestHandler {
  return (req, res, next) => {
    const host = req.host;
    if (host === undefined || isPlainHost(host)) return next();
    return sendProblem(req, res, "badRequest");
  };
}

export function isPlainHost(host: string): boolean {
  let url: URL;
  try {
    url = new URL(`http://${host}/`);
  } catch {
    return false;
  }
  // "a/b", "a?b", "user@a" parse, but with more than a host in them.
  return !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
}

/**
 * Every body may hold 64 KB; the news editor's up to 6 MB and a gallery upload 52 MB, but only once the request is known to
 * be an admin's (security review 2, finding 1: the limit chosen by path alone let anyone send
 * 6 MB to an address that then answered 404). A declared Content-Length over the limit is
 * refused before a byte is read, and the connection closed, so the unread body does not have to
 * be drained. Bodies without a length (chunked) are cut off while they are read
 * (./limited-body.ts), at the limit chosen here.
 */
export function refuseLargeBodies(
  sendProblem: SendProblem,
  isAdmin: IsAdminRequest,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const adminLimit =
        req.method !== "GET" && req.method !== "HEAD" ? adminLimitOf(req.path) : undefined;
      const limit =
        adminLimit !== undefined && (await isAdmin(cookieHeaders(req))) ? adminLimit : maxBodyBytes;
      res.locals.bodyLimit = limit;
      if (!(Number(req.headers["content-length"]) > limit)) return next();
      return sendProblem(req, res, "payloadTooLarge", { Connection: "close" });
    } catch (error) {
      next(error);
    }
  };
}
