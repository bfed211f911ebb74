import { DomainError } from "~/features/api/domain-error";
import { problemResponse } from "~/features/api/problem.server";
import { authEndpoints } from "./auth-endpoints.server";
import { authBasePath } from "./auth.server";

/**
 * /api/auth/*: only the endpoints on the allow-list reach better-auth, each after its own
 * schema; any other method or path is a 404, so an endpoint a better-auth update adds stays
 * closed until it is listed (docs/decisions/020).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(authBasePath.length);
  const endpoint = authEndpoints.find(
    (candidate) => candidate.method === request.method && candidate.path.test(path),
  );
  let response: Response;
  try {
    if (!endpoint) throw new DomainError("routeNotFound");
    response = await endpoint.handle(request, path);
  } catch (error) {
    response = problemResponse(request, error);
  }
  return uncached(response);
}

/**
 * better-auth's answers carry session tokens (sign-in and sign-up put one in the JSON body) and
 * set no Cache-Control: no cache on the way, or the browser's, may keep one.
 */
function uncached(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
