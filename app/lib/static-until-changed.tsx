import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { createPath, useLocation, useNavigate } from "react-router";
import { keptParts, loadOnServer } from "./on-demand";
import { useSite } from "./use-site";

type Module<P> = { default: ComponentType<P> };

/** A static part's code: a route's clientLoader awaits it so that the part renders at once. */
export type StaticUntilChanged<P> = ComponentType<P> & { load: () => Promise<unknown> };

// React leaves the children of an element it hydrates with `dangerouslySetInnerHTML` as the
// server wrote them (it compares that markup only in development, hence the warning's
// suppression): the part's HTML stays without its code.
const serverMarkup = { __html: "" };
const noSubscription = () => () => {};

/**
 * A part of a page drawn from the page's data alone, with links and nothing else to interact
 * with (the footer, the home page's sections below the first screen: docs/decisions/112).
 * Hydrating the first page, React keeps its server HTML as it is and its code is not loaded at
 * all; one click handler makes its links navigate within the app as <Link>s do. Its code is
 * loaded, and the part drawn by React, once it must look different: its props or the site's
 * data (the root loader's) changed, or it is mounted anew after the first page (a client
 * navigation: the route's clientLoader awaits `load()` so that nothing is drawn late).
 *
 * Unlike a form loaded on demand (on-demand-form.tsx), which is a suspended boundary hydrated
 * once the visitor comes near, such a part needs no code at all on the first page: nothing is
 * downloaded or run for it, however far the visitor scrolls.
 */
export function staticUntilChanged<P extends object>(
  load: () => Promise<Module<P>>,
): StaticUntilChanged<P> {
  let Loaded: ComponentType<P> | null = null;
  loadOnServer(load, (module) => (Loaded = module.default));
  let loading: Promise<unknown> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (Loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function StaticUntilChanged(props: P) {
    const site = useSite();
    // Everything the part is drawn from, but the one-time flash message.
    const inputs = JSON.stringify([props, { ...site, flash: null }]);
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    // What the server drew this part from, if this instance hydrated the server's HTML.
    const [served] = useState(() => (hydrating ? inputs : null));
    const kept = served === inputs;
    const [, arrived] = useState(0);
    // Once React has drawn the part, it keeps drawing it: the server's HTML is gone (an element
    // given `dangerouslySetInnerHTML` again would be emptied), also when the inputs come back to
    // what the server drew it from (a navigation back to the first page).
    const [drawn, setDrawn] = useState(false);
    const showServer = !drawn && (kept || (!Loaded && served !== null));
    // Remembered as React does state from an earlier render: dropped with a render it discards.
    if (!showServer && !drawn) setDrawn(true);
    // While its server HTML stands, a navigation fetches the part's code beside the next page's
    // data (entry.client.tsx), so that the next page draws it at once.
    useEffect(() => {
      if (!showServer) return;
      keptParts.add(loadOnce);
      return () => void keptParts.delete(loadOnce);
    }, [showServer]);
    useEffect(() => {
      if (kept || Loaded) return;
      let current = true;
      loadOnce().then(
        () => current && arrived((count) => count + 1),
        (error: unknown) => console.error("A part of the page could not load its code:", error),
      );
      return () => {
        current = false;
      };
    }, [kept]);
    const followLink = useFollowLink();

    if (typeof document === "undefined" && Loaded)
      return (
        <div className="contents">
          <Loaded {...props} />
        </div>
      );
    if (showServer)
      // The server's HTML, kept until the code that draws it anew has arrived.
      return (
        <div
          className="contents"
          onClick={followLink}
          dangerouslySetInnerHTML={serverMarkup}
          suppressHydrationWarning
        />
      );
    return <div className="contents">{Loaded && <Loaded {...props} />}</div>;
  }
  return Object.assign(StaticUntilChanged, { load: loadOnce });
}

/**
 * A click on a link of the kept HTML does what a <Link> does: a navigation within the app
 * (a new entry, or the same one for the address already shown), unless the visitor asked for a
 * new tab or window, or the link leaves the site or is a download.
 */
function useFollowLink() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: React.MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      !event.currentTarget.contains(link) ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (link.target !== "" && link.target !== "_self") ||
      link.hasAttribute("download") ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    const to = { pathname: link.pathname, search: link.search, hash: link.hash };
    navigate(to, { replace: createPath(location) === createPath(to) });
  };
}
