import { Outlet } from "react-router";
import { adminContext } from "~/features/admin/admin-context";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireAdminPage } from "~/features/admin/require-admin.server";
import type { Route } from "./+types/layout";

// Runs before every loader and action below /admin: anyone but an admin gets the site's
// ordinary 404 page before any of them runs (docs/decisions/031).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminContext, await requireAdminPage(request));
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminContext).email };
}

/** Never indexed, never stored: the <meta> of each page says it too. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}
