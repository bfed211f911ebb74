import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { isToasterWanted, subscribeToToaster } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * Mounts the toast container the first time a toast is asked for (see toast.ts). The mount is a
 * transition: an urgent re-render of the whole page at that moment could catch a page that is
 * still waiting for its texts (client navigation suspends until they arrive).
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setWanted(isToasterWanted()));
    update();
    return subscribeToToaster(update);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
