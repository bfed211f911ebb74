import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { SendProblem } from "./problem.ts";
import { pagePath } from "../app/lib/page-path.ts";

const readMethods = ["GET", "HEAD"];
/** React Router hands every one of these to a route's action. */
const writeMethods = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods a path answers, read from the route modules of the build: a page or a loader
 * answers GET and HEAD; a page's action takes POST (what its HTML forms send); an API route's
 * action takes the writes and decides itself. So a new action is allowed without a list here.
 */
export function allowedMethods(build: ServerBuild): (pathname: string) => string[] {
  const routes = routeTree(build.routes, undefined);
  // matchRoutes flattens and ranks the whole route table on every call; an API call's path
  // asks the same question each time (docs/decisions/064). Bounded: paths are the client's.
  const known = new Map<string, string[]>();
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const leaf = matchRoutes(routes, pagePath(pathname))?.at(-1)?.route.id;
    const module = leaf ? build.routes[leaf]?.module : undefined;
    const methods = !module
      ? ["OPTIONS", ...readMethods]
      : [
          "OPTIONS",
          ...(module.default || module.loader ? readMethods : []),
          ...(module.action ? (module.default ? ["POST"] : writeMethods) : []),
        ];
    if (known.size >= 1000) known.clear();
    known.set(pathname, methods);
    return methods;
  };
}

/**
 * Any other method gets 405 with an Allow header, before the app (which cannot even build a
 * fetch Request for TRACE or CONNECT); OPTIONS gets the list itself.
 */
export function refuseUnknownMethods(
  methodsFor: (pathname: string) => string[],
  sendProblem: SendProblem,
): RequestHandler {
  return (req, res, next) => {
    // Page reads go straight on, unmatched: nearly every path answers them (a page, a loader,
    // the 404 page), and matching here would double React Router's own cost on every page view.
    // An API call without a loader would answer a read with React Router's own error instead of
    // a problem in the request's language, so API reads are checked.
    const read = req.method === "GET" || req.method === "HEAD";
    if (read && !req.path.startsWith("/api/")) return next();
    // A path may be answered as another would be (server/hidden-admin.ts).
    const methodsPath: unknown = res.locals.methodsPath;
    const allowed = methodsFor(typeof methodsPath === "string" ? methodsPath : req.path);
    if (req.method !== "OPTIONS" && allowed.includes(req.method)) return next();
    res.setHeader("Allow", allowed.join(", "));
    if (req.method === "OPTIONS") return void res.status(204).end();
    return sendProblem(req, res, "methodNotAllowed");
  };
}

function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      const { id, path, caseSensitive } = route!;
      return route!.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children };
    });
}
