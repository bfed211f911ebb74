import { data } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/not-found";

// Any unknown path in any language: the localized 404 page with status 404, and the path logged.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn("page not found", {
    path: url.pathname,
    referer: request.headers.get("referer") ?? undefined,
  });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}
