import { createContext, use } from "react";

/**
 * The site's stylesheet, written into the document's <head> instead of linked: a linked
 * stylesheet blocks the first paint for its own round trip, which on a phone is most of the
 * time before anything shows (docs/decisions/066). The server entry provides the text; the
 * browser keeps what the server wrote (it is never rendered again with other content).
 */
const InlineCssContext = createContext<string | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;

const elementId = "site-css";
// Read once, before hydrating: whether the server wrote the stylesheet into the document.
const inlinedByServer = typeof document !== "undefined" && document.getElementById(elementId);

export function Stylesheet({ href }: { href: string }) {
  const css = use(InlineCssContext);
  if (css === null && !inlinedByServer) return <link rel="stylesheet" href={href} />;
  return (
    <style
      id={elementId}
      // Where the whole file is: a page the cache stores carries only the rules its elements
      // use, and the starter links the rest before the scripts run (docs/decisions/108).
      data-href={href}
      suppressHydrationWarning
      // The build's own stylesheet: no visitor's text is in it.
      dangerouslySetInnerHTML={{ __html: css ?? "" }}
    />
  );
}
