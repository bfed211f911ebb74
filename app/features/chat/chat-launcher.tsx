import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { splitLocalizedPath } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";

// Only this button is in every page's JavaScript; the panel, its texts and the conversation
// code are downloaded the first time the visitor opens it (docs/decisions/056).
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);
const noSubscription = () => () => {};

/** The floating chat button of every public page (not the back office). */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { path } = splitLocalizedPath(useLocation().pathname);
  // Without scripts the button could do nothing: it appears once the page is interactive.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (!hydrated || path === "/admin" || path.startsWith("/admin/")) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        // A likely click soon: fetch the panel while the pointer is on its way.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={open ? "chat-panel" : undefined}
        aria-label={t("openChat")}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-aurora text-ink shadow-lg shadow-black/40 transition-colors hover:bg-aurora-strong sm:right-6 sm:bottom-6"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </button>
      {open && (
        // Nothing shows while the chunk arrives (prefetched on hover and focus): a fallback
        // would put its code on every page.
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
