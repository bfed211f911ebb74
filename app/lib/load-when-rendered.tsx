import { lazy, Suspense, useState, type ComponentType } from "react";
import { loadOnServer, waiting } from "./on-demand";

type Module<P> = { default: ComponentType<P> };

/** A part whose code loads when it is rendered; `load()` fetches it before (a clientLoader). */
export type LoadedWhenRendered<P> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * A part few pages show (an error page, a client gallery): its code is not in every page's
 * first load, and is fetched as soon as a page renders the part (docs/decisions/112). The
 * server renders it whole; in the browser, React keeps the server's markup (a suspended
 * boundary) until the code has arrived, then hydrates it. A navigation or a fetcher waits for
 * that code first (`loadWaitingForms`), as React would hold it back until then. A route's
 * clientLoader may fetch it before a client navigation renders the part (`load()`), which then
 * renders at once. If the code cannot be loaded, the part is left out and the error reported,
 * rather than the page failing.
 */
export function loadWhenRendered<P extends object>(
  load: () => Promise<Module<P>>,
): LoadedWhenRendered<P> {
  let loaded: ComponentType<P> | null = null;
  loadOnServer(load, (module) => (loaded = module.default));

  // One download, whoever asks first: the part being rendered, or a route's clientLoader.
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Lazy = lazy<ComponentType<P>>(() => {
    const component = loadOnce().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.error("A part of the page could not load its code:", error);
        return { default: Missing as ComponentType<P> };
      },
    );
    // What a navigation waits for (`loadWaitingForms`): settled a step after React's own
    // callbacks on `component` have run, so React finds the part ready to hydrate.
    const ready = component.then(() => undefined);
    const loadNow = () => ready;
    waiting.add(loadNow);
    void ready.then(() => waiting.delete(loadNow));
    return component;
  });

  function LoadWhenRendered(props: P) {
    // The server renders the loaded module in the same boundary the browser hydrates later;
    // once it has arrived, a part rendered anew needs no boundary's wait. Chosen once per
    // part: switching from the lazy component to the loaded one would be another component
    // to React, which would draw the part anew (and lose what was typed into it).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadWhenRendered, { load: loadOnce });
}

/** In place of a part whose code could not be loaded. */
function Missing() {
  return null;
}
