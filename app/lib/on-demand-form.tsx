import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
import { loadOnServer, waiting } from "./on-demand";

type Typed = Record<string, string>;
/** What the visitor typed into the server's form, read when the form's code takes it over. */
type ReadTyped = () => Typed;
type Module<P> = { default: ComponentType<P & { typed?: ReadTyped }> };

/**
 * A form whose code (react-hook-form, zod: about 40 KB of gzip JavaScript) loads only when the
 * visitor comes near it, while the page's HTML holds the whole working form (docs/decisions/022
 * and 067). The server renders it in full. In the browser, hydration leaves that HTML in place
 * (a suspended boundary keeps the server's markup, and a plain post still works) until the
 * section `anchorId` comes within 600 px of the viewport, takes focus or a touch, or the address
 * names it; then the code loads and the form hydrates with whatever was typed meanwhile. After
 * the first page (client navigation) it loads at once.
 */
export function onDemand<P extends object>(
  load: () => Promise<Module<P>>,
  anchorId: string,
): ComponentType<P> {
  let loaded: Module<P> | null = null;
  loadOnServer(load, (module) => (loaded = module));

  // A submit pressed before the code arrived is held, and made again once the form hydrated
  // (the browser-side check then runs, as on a form that was ready).
  let held: { submitter: HTMLElement | null } | null = null;
  let hydrated = false;
  // One download, whoever asks first: the visitor coming near, or a navigation about to start.
  let loading: Promise<Module<P>> | undefined;
  const loadOnce = () => (loading ??= load());
  // What React waits for: settled only after React's own callbacks on it have run (they were
  // attached first), so a navigation that awaits it finds the component ready to hydrate.
  let ready: Promise<unknown> | undefined;
  const Lazy = lazy<ComponentType<P>>(() => {
    const component = whenWanted(
      anchorId,
      (submitter) => {
        if (hydrated) return false;
        held = { submitter };
        return true;
      },
      () => loadOnce().then(() => ready),
    )
      .then(loadOnce)
      .then(
        (module) => {
          const Component = module.default;
          return {
            default: function Hydrating(props: P) {
              // Read as it hydrates, before the form's code takes the fields over, and again
              // once it has (the form's effect calls it): a field filled while the code was
              // rendering has its value in the page but not in the form's state.
              const [snapshot] = useState(() => typedValues(anchorId));
              const typed = useCallback(
                () => ({ ...snapshot, ...typedValues(anchorId) }),
                [snapshot],
              );
              useEffect(() => {
                hydrated = true;
                if (!held) return;
                const { submitter } = held;
                held = null;
                serverForm(anchorId)?.requestSubmit(submitter);
              }, []);
              return <Component {...props} typed={typed} />;
            },
          };
        },
        (error: unknown) => {
          // No code: the held submit goes as the plain form it is.
          if (held) serverForm(anchorId)?.submit();
          throw error;
        },
      );
    ready = component.catch(() => undefined);
    return component;
  });

  return function OnDemand(props: P) {
    // The server renders the loaded module in the same boundary the browser hydrates lazily.
    const Loaded = loaded?.default;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  };
}

const serverForm = (anchorId: string) => document.getElementById(anchorId)?.querySelector("form");

function whenWanted(
  anchorId: string,
  /** False once the form's own code handles its submits. */
  holdSubmit: (submitter: HTMLElement | null) => boolean,
  /** Downloads the form's code (once): a navigation asks for it before the visitor is near. */
  loadNow: () => Promise<unknown>,
): Promise<void> {
  // The server's form is in the document only while the first page hydrates (React hydrates a
  // suspended boundary after the rest of the page). After a client navigation it is not: the
  // new page is being rendered, and needs the form now.
  const element = document.getElementById(anchorId);
  if (
    !element ||
    !element.querySelector("form") ||
    !("IntersectionObserver" in window) ||
    location.hash === `#${anchorId}`
  )
    return Promise.resolve();
  const anchor: HTMLElement = element;
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "600px 0px" },
    );
    function done() {
      waiting.delete(wantedNow);
      observer.disconnect();
      anchor.removeEventListener("focusin", done);
      anchor.removeEventListener("pointerdown", done);
      resolve();
    }
    function submit(event: SubmitEvent) {
      anchor.removeEventListener("submit", submit);
      if (!holdSubmit(event.submitter)) return;
      event.preventDefault();
      done();
    }
    function wantedNow() {
      done();
      return loadNow();
    }
    anchor.addEventListener("submit", submit);
    waiting.add(wantedNow);
    observer.observe(anchor);
    anchor.addEventListener("focusin", done);
    anchor.addEventListener("pointerdown", done);
  });
}

/** What the visitor typed into the server's form before its code arrived. */
function typedValues(anchorId: string): Typed {
  const form = serverForm(anchorId);
  if (!form) return {};
  const values: Typed = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value !== "" && name !== "intent") values[name] = value;
  return values;
}
