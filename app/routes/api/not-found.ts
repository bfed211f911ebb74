import { DomainError } from "~/features/api/domain-error";
import { problemResponse } from "~/features/api/problem.server";
import type { Route } from "./+types/not-found";

// Any unknown /api/… path: a problem+json 404 in the request's language, not the HTML 404 page.
const notFound = ({ request }: Route.LoaderArgs | Route.ActionArgs) =>
  problemResponse(request, new DomainError("routeNotFound"));

export { notFound as loader, notFound as action };
