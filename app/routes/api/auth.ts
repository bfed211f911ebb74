import { handleAuthRequest } from "~/features/auth/auth-api.server";
import type { Route } from "./+types/auth";

export function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request);
}
