import type { i18n as I18n } from "i18next";
import { createContext, useContext } from "react";

/**
 * The namespaces a page's render used. The server records them while rendering and writes their
 * texts (in the page's language) as JSON at the end of the document; the browser starts i18next
 * with exactly those, so hydration needs no further download. Other namespaces load on demand.
 */
export type PageTexts = { lang: string; namespaces: ReadonlySet<string>; i18n?: I18n };
export const UsedNamespaces = createContext<PageTexts | null>(null);

export const usedNamespacesElementId = "i18n-namespaces";

/**
 * Server: records every namespace useTranslation asks this instance for, and every namespace a
 * key names itself ("api:validation.required" from an admin page's `t`): the browser has only
 * the recorded texts, and a key it lacks shows as the key, a hydration mismatch (React #418).
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

/** Browser: the texts the server wrote, by namespace. */
export function readPageTexts(): Record<string, Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(
      document.getElementById(usedNamespacesElementId)?.textContent ?? "{}",
    );
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, Record<string, unknown>>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Rendered after the page in the document, so on the server the set is complete by then. The
 * browser keeps the server's content as it is (it is read once, before hydrating).
 */
export function UsedNamespacesScript() {
  const page = useContext(UsedNamespaces);
  const texts: Record<string, unknown> = {};
  if (page?.i18n) {
    for (const namespace of page.namespaces)
      texts[namespace] = page.i18n.getResourceBundle(page.lang, namespace);
  }
  return (
    <script
      type="application/json"
      id={usedNamespacesElementId}
      suppressHydrationWarning
      // Data, never run; "<" is escaped so no text can close the element.
      dangerouslySetInnerHTML={{
        __html: page?.i18n ? JSON.stringify(texts).replace(/</g, "\\u003c") : "",
      }}
    />
  );
}
