import type { i18n as I18n } from "i18next";
import { createContext, useContext } from "react";
import { usedNamespacesElementId } from "~/lib/hydration-inputs";

/**
 * The namespaces a page's render used (docs/decisions/108). The server records them while
 * rendering and names them at the end of the document, each with the address of its texts'
 * module in the page's language; the browser loads those modules whole (the starter asks for
 * them beside the page's other modules) and hydrates once they are here, so everything the page
 * shows once interactive — the chat button, a toast, a form's error, a menu — has its text.
 * The texts themselves are not in the document: cached modules, not bytes every page repeats.
 */
export type PageTexts = { lang: string; namespaces: ReadonlySet<string>; i18n?: I18n };
export const UsedNamespaces = createContext<PageTexts | null>(null);

/**
 * What the server writes in the element while rendering; the document's stream replaces it once
 * the whole page has rendered (`pageTextsStream`), so a part of the page that finished after the
 * element was written (a lazy component's first render) has its namespace named too.
 */
export const pageTextsPlaceholder = "@@page-texts@@";

/**
 * Server: records every namespace useTranslation asks this instance for, and every namespace a
 * key names itself ("api:validation.required" from an admin page's `t`): the browser loads only
 * the recorded namespaces before it hydrates, and a key it lacks shows as the key, a hydration
 * mismatch (React #418).
 */
export function recordNamespaces(i18n: I18n): Set<string> {
  const used = new Set<string>(["common"]);
  const getFixedT = i18n.getFixedT.bind(i18n);
  const known = () => new Set([(i18n.options.ns as string[] | string | undefined) ?? []].flat());
  i18n.getFixedT = ((lng: string, ns?: string | readonly string[], ...rest: unknown[]) => {
    for (const namespace of [ns ?? []].flat()) used.add(namespace);
    const t = (getFixedT as unknown as (...args: unknown[]) => (...args: unknown[]) => unknown)(
      lng,
      ns,
      ...rest,
    );
    const recording = (key: unknown, ...args: unknown[]) => {
      for (const one of [key].flat()) {
        const separator = typeof one === "string" ? one.indexOf(":") : -1;
        const prefix = separator > 0 ? (one as string).slice(0, separator) : "";
        if (prefix && known().has(prefix)) used.add(prefix);
      }
      return t(key, ...args);
    };
    return Object.assign(recording, t);
  }) as unknown as I18n["getFixedT"];
  return used;
}

/**
 * Server: the element's text, `{"namespaces":{"common":"/assets/common-….js",…},"modules":[…]}`:
 * each namespace with its module's address ("" where the build's is not known: the browser then
 * finds it itself, a round trip later), and any other module the browser needs to find them
 * (the table of them all, when it is not in the page's first load). "<" is escaped so no text
 * can close the element.
 */
export function pageNamespacesJson(
  namespaces: Iterable<string>,
  moduleOf: (namespace: string) => string | undefined,
  modules: readonly string[] = [],
): string {
  const named: Record<string, string> = {};
  for (const namespace of namespaces) named[namespace] = moduleOf(namespace) ?? "";
  return JSON.stringify({ namespaces: named, modules }).replace(/</g, "\\u003c");
}

/**
 * The namespaces the server's render used and their modules' addresses, from the element's text
 * ("" where none is named, or where the address is not one of the build's own: only
 * `/assets/….js` is imported as it stands). Anything else in the text names nothing.
 */
export function pageTextModules(text: string): Map<string, string> {
  const found = new Map<string, string>();
  try {
    const parsed = JSON.parse(text) as { namespaces?: unknown } | null;
    const named = parsed?.namespaces;
    if (!named || typeof named !== "object" || Array.isArray(named)) return found;
    for (const [namespace, href] of Object.entries(named))
      found.set(namespace, typeof href === "string" && builtModule.test(href) ? href : "");
  } catch {
    // Not JSON: no namespaces.
  }
  return found;
}

const builtModule = /^\/assets\/[\w.-]+\.js$/;

/** Browser: the namespaces the server's render used and their modules, as the element names them. */
export function readPageTextModules(): Map<string, string> {
  return pageTextModules(document.getElementById(usedNamespacesElementId)?.textContent ?? "{}");
}

/**
 * Rendered after the page in the document. On the server (the only one to provide
 * `UsedNamespaces`) it holds the placeholder the document's stream fills in; the browser keeps
 * the server's content as it is (it is read once, before hydrating).
 */
export function UsedNamespacesScript() {
  const page = useContext(UsedNamespaces);
  return (
    <script
      type="application/json"
      id={usedNamespacesElementId}
      suppressHydrationWarning
      // Data, never run; escaped when it replaces the placeholder.
      dangerouslySetInnerHTML={{ __html: page?.i18n ? pageTextsPlaceholder : "" }}
    />
  );
}
