import type { RequestHandler } from "express";
import type { SendProblem } from "./problem.ts";

/**
 * Refuses state-changing requests sent from another site (CSRF): a POST, PUT, PATCH or DELETE
 * must come from our own origin. Browsers always send Origin on such requests; a request
 * without one (curl, a server) is judged by Sec-Fetch-Site when present.
 */
export function refuseCrossSiteWrites(publicUrl: string, sendProblem: SendProblem): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.headers.host}`;
    const fetchSite = req.headers["sec-fetch-site"];
    const crossSite = origin
      ? origin !== allowed && origin !== ownOrigin
      : fetchSite === "cross-site";
    if (!crossSite) return next();
    return sendProblem(req, res, "forbiddenOrigin");
  };
}
