import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** What every page knows about the request: its language, its unprefixed path, the origin. */
export function useSite() {
  return useRouteLoaderData<typeof loader>("root");
}
