import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { businessToday } from "./clock";

/** What every page knows about the request: its language, its unprefixed path, the origin. */
export function useSite() {
  return useRouteLoaderData<typeof loader>("root");
}

/**
 * Today in Finland ("YYYY-MM-DD") as the server rendered the page: the browser hydrates with the
 * same day, also around midnight, and without loading time-zone data on every page
 * (docs/decisions/077). Code that needs the current hour or a later day reads the clock itself.
 */
export function useBusinessToday(): string {
  return useSite()?.today ?? businessToday();
}
