import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterWanted, subscribeToToaster } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toast container the first time a toast is asked for (see toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
