import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import type { ShownFlash } from "~/lib/forms/flash";
import { toast } from "./toast";

/**
 * The one-time message a form action left for this page. Rendered on the server as a notice
 * where the toasts appear, so a page that was posted without scripts still says what happened;
 * once scripts run, the notice becomes an ordinary toast.
 */
export function FlashMessage({ flash }: { flash: ShownFlash | null }) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (!flash) return;
    const show = flash.kind === "error" ? toast.error : toast.success;
    show(flash.title, { description: flash.text });
  }, [flash]);

  if (!flash || hydrated) return null;
  const Icon = flash.kind === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={flash.kind === "error" ? "alert" : "status"}
      className="fixed right-4 bottom-4 z-50 flex max-w-sm gap-3 rounded-xl border border-line bg-ink-raised p-4 text-sm shadow-2xl shadow-black/50"
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${flash.kind === "error" ? "text-red-300" : "text-aurora"}`}
        aria-hidden="true"
      />
      <div>
        <p className="font-semibold text-snow">{flash.title}</p>
        <p className="mt-1">{flash.text}</p>
      </div>
    </div>
  );
}

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
