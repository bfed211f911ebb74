import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
