import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";

type Typed = Record<string, string>;
/** What the visitor typed into the server's form, read when the form's code takes it over. */
type ReadTyped = () => Typed;
type Module<P> = { default: ComponentType<P & { typed?: ReadTyped }> };

// Server: every on-demand module starts loading when its page module is evaluated; the server
// entry waits for them (onDemandReady), so a page is always rendered with the whole form.
const serverLoads: Promise<unknown>[] = [];
export const onDemandReady = () => Promise.all(serverLoads);

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
  if (typeof document === "undefined") serverLoads.push(load().then((module) => (loaded = module)));

  // A submit pressed before the code arrived is held, and made again once the form hydrated
  // (the browser-side check then runs, as on a form that was ready).
  let held: { submitter: HTMLElement | null } | null = null;
  let hydrated = false;
  const Lazy = lazy<ComponentType<P>>(() =>
    whenWanted(anchorId, (submitter) => {
      if (hydrated) return false;
      held = { submitter };
      return true;
    })
      .then(load)
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
      ),
  );

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
    anchor.addEventListener("submit", submit);
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
