import { MessageCircle } from "lucide-react";
import { Suspense, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { useLocation } from "react-router";
import { splitLocalizedPath } from "~/i18n/languages";
import { useTranslation, type Translator } from "~/i18n/react";

type ChatPanel = ComponentType<{ onClose: () => void }>;

// Only this button is in every page's JavaScript; the panel, its texts and the conversation
// code are downloaded the first time the visitor opens it (docs/decisions/056).
let loading: Promise<ChatPanel> | undefined;
/**
 * The panel's code and its texts, both arrived: the panel then renders in one ordinary update
 * that cannot suspend. Not React.lazy: a suspended panel is shown by a Suspense retry, and on a
 * page whose on-demand forms are not hydrated yet React could leave that retry waiting behind a
 * router transition it holds for them, so the panel never appeared (decision 099).
 */
function loadChat(i18n: Translator): Promise<ChatPanel> {
  loading ??= Promise.all([import("./chat-panel"), i18n.loadNamespaces("chat")]).then(
    ([module]) => module.default,
    (error: unknown) => {
      // A failed download is asked for again on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const noSubscription = () => () => {};

/** The floating chat button of every public page (not the back office). */
export function ChatLauncher() {
  const { t, i18n } = useTranslation();
  const { path } = splitLocalizedPath(useLocation().pathname);
  // Without scripts the button could do nothing: it appears once the page is interactive.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ChatPanel | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (!hydrated || path === "/admin" || path.startsWith("/admin/")) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const openPanel = () => {
    setOpen(true);
    if (Panel) return;
    loadChat(i18n).then(
      (loaded) => setPanel(() => loaded),
      // Nothing to show: the button says so (closed again), and the next press tries again.
      () => setOpen(false),
    );
  };
  // A likely click soon: fetch the panel while the pointer is on its way.
  const prefetch = () => void loadChat(i18n).catch(() => undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => (open ? close() : openPanel())}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-expanded={open}
        aria-controls={open && Panel ? "chat-panel" : undefined}
        aria-label={t("openChat")}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-aurora text-ink shadow-lg shadow-black/40 transition-colors hover:bg-aurora-strong sm:right-6 sm:bottom-6"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </button>
      {open && Panel && (
        // Its code and texts are here: nothing suspends. The boundary only keeps an unexpected
        // suspension inside the widget instead of the page; a fallback would put its code on
        // every page.
        <Suspense fallback={null}>
          <Panel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
