import { data } from "react-router";
import { getAuth } from "~/features/auth/auth.server";
import { DomainError } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { logger } from "~/lib/logger.server";
import type { AdminActor } from "./audit.server";

export type AdminUser = { id: string; email: string; name: string };

/**
 * The signed-in admin of this request, or null for visitors and customers. The role is read
 * with the session on every request, so `npm run admin -- demote` takes effect at once.
 */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session || session.user.role !== "admin") return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** For the server entry, which answers back-office paths as unknown ones for anyone else. */
export async function isAdminRequest(headers: Headers): Promise<boolean> {
  return (await getAdmin(new Request("http://localhost/", { headers }))) !== null;
}

/**
 * The admin of this request; anyone else is told the path does not exist (docs/decisions/031):
 * the same routeNotFound an unknown /api/ path gets, never 401 or 403.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (!admin) throw new DomainError("routeNotFound");
  return admin;
}

/** An /api/admin call: the admin check first, then the handler; errors as problem+json. */
export function adminApi(
  request: Request,
  handler: (admin: AdminUser) => Promise<Response>,
): Promise<Response> {
  return handleApi(request, async () => handler(await requireAdmin(request)));
}

/** For a back-office page: visitors and customers get the site's ordinary 404 page. */
export async function requireAdminPage(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  // Logged like any unknown path (routes/not-found.tsx), so the log does not tell them apart.
  logger.warn("page not found", {
    path: new URL(request.url).pathname,
    referer: request.headers.get("referer") ?? undefined,
  });
  throw data(null, { status: 404 });
}

export function actorOf(admin: AdminUser): AdminActor {
  return { id: admin.id, label: admin.email };
}
