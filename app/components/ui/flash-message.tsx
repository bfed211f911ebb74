import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
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
    show(flash.title, { description: <FlashText flash={flash} />, duration: flash.duration });
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
        <FlashText flash={flash} />
      </div>
    </div>
  );
}

/** The message's text, and the page it leads on to (e.g. My bookings after a booking). */
function FlashText({ flash }: { flash: ShownFlash }) {
  return (
    <>
      <p className="mt-1">{flash.text}</p>
      {flash.link && (
        <p className="mt-2">
          <Link to={flash.link.href} className="font-semibold underline underline-offset-2">
            {flash.link.label}
          </Link>
        </p>
      )}
    </>
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
