import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { ShownFlash } from "~/lib/forms/flash";
import { staticUntilChanged } from "~/lib/static-until-changed";
import { toast } from "./toast";

// The notice is drawn by the server and kept, as it is, until the page has hydrated; its code
// never reaches the browser (docs/decisions/112).
const FlashNotice = staticUntilChanged(() =>
  import("./flash-notice").then((module) => ({ default: module.FlashNotice })),
);

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
  return <FlashNotice flash={flash} />;
}

/** The message's text, and the page it leads on to (e.g. My bookings after a booking). */
export function FlashText({ flash }: { flash: ShownFlash }) {
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
