import { handleApi } from "~/features/api/problem.server";
import { receiveCspReport } from "~/features/security/csp-report.server";
import type { Route } from "./+types/csp-report";

/** POST /api/csp-report — the browser's reports of Content-Security-Policy violations. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, () => receiveCspReport(request));
}
