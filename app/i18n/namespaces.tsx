import type { i18n as I18n } from "i18next";
import { createContext, useContext } from "react";

/**
 * The texts a page's render used (docs/decisions/108). The server records every key it looked
 * up while rendering and writes those texts (in the page's language) as JSON at the end of the
 * document; the browser starts its translator with exactly those, so hydration needs no further
 * download, and loads a namespace whole when something shown later needs another key of it.
 */
export type UsedTexts = {
  namespaces: Set<string>;
  /** Keys by namespace, as looked up ("nav.home", "audit.actions.gallery.create"). */
  keys: Map<string, Set<string>>;
};
export type PageTexts = { lang: string; namespaces: ReadonlySet<string>; i18n?: I18n };
export const UsedNamespaces = createContext<PageTexts | null>(null);

export const usedNamespacesElementId = "i18n-namespaces";

/**
 * What the server writes in the texts' element while rendering; the document's stream replaces
 * it with the texts once the whole page has rendered (`pageTextsStream`), so a part of the page
 * that finished after the element was written still has its keys.
 */
export const pageTextsPlaceholder = "@@page-texts@@";

/**
 * Server: records every key a `t` of this instance looks up, with its namespace: the one asked
 * for, or the one a key names itself ("api:validation.required" from an admin page's `t`). The
 * browser has only the recorded texts, and a key it lacks at hydration would be a mismatch.
 */
export function recordTexts(i18n: I18n): UsedTexts {
  const used: UsedTexts = { namespaces: new Set(["common"]), keys: new Map() };
  const record = (namespace: string, key: string) => {
    used.namespaces.add(namespace);
    let keys = used.keys.get(namespace);
    if (!keys) used.keys.set(namespace, (keys = new Set()));
    keys.add(key);
  };
  const getFixedT = i18n.getFixedT.bind(i18n);
  const known = () => new Set([(i18n.options.ns as string[] | string | undefined) ?? []].flat());
  i18n.getFixedT = ((lng: string, ns?: string | readonly string[], ...rest: unknown[]) => {
    const namespaces = [ns ?? []].flat();
    for (const namespace of namespaces) used.namespaces.add(namespace);
    const t = (getFixedT as unknown as (...args: unknown[]) => (...args: unknown[]) => unknown)(
      lng,
      ns,
      ...rest,
    );
    const recording = (key: unknown, ...args: unknown[]) => {
      for (const one of [key].flat()) {
        if (typeof one !== "string") continue;
        const separator = one.indexOf(":");
        const prefix = separator > 0 ? one.slice(0, separator) : "";
        if (prefix && known().has(prefix)) record(prefix, one.slice(separator + 1));
        else record(namespaces[0] ?? "common", one);
      }
      return t(key, ...args);
    };
    return Object.assign(recording, t);
  }) as unknown as I18n["getFixedT"];
  return used;
}

/** Server: the namespaces a render used (the keys' namespaces included). */
export function recordNamespaces(i18n: I18n): Set<string> {
  return recordTexts(i18n).namespaces;
}

type Texts = { [key: string]: string | Texts };

/**
 * The texts of the used keys, by namespace, in the language's tree shape; a key the language
 * lacks takes the Swedish text, as i18next did on the server. As JSON for a script element:
 * "<" is escaped so no text can close it.
 */
export function pageTextsJson(i18n: I18n, lang: string, used: UsedTexts): string {
  const texts: Record<string, Texts> = {};
  for (const [namespace, keys] of used.keys) {
    const own = i18n.getResourceBundle(lang, namespace) as Texts | undefined;
    const fallback = i18n.getResourceBundle("sv", namespace) as Texts | undefined;
    const picked: Texts = {};
    for (const key of keys) {
      const parts = key.split(".");
      if (!pick(own, parts, picked)) pick(fallback, parts, picked);
    }
    texts[namespace] = picked;
  }
  return JSON.stringify(texts).replace(/</g, "\\u003c");
}

/**
 * Copies the text at a key's path into `into`. A key may itself hold dots, as i18next allows
 * ("audit.actions.gallery.create" is audit → actions → "gallery.create"): every split is tried,
 * as the browser's translator looks them up.
 */
function pick(tree: Texts | string | undefined, parts: string[], into: Texts): boolean {
  if (typeof tree !== "object" || parts.length === 0) return false;
  for (let taken = 1; taken <= parts.length; taken++) {
    const key = parts.slice(0, taken).join(".");
    if (!Object.hasOwn(tree, key)) continue;
    const value = tree[key]!;
    if (taken === parts.length) {
      if (typeof value !== "string") continue;
      into[key] = value;
      return true;
    }
    const branch = typeof into[key] === "object" ? (into[key] as Texts) : {};
    if (pick(value, parts.slice(taken), branch)) {
      into[key] = branch;
      return true;
    }
  }
  return false;
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
 * Rendered after the page in the document. On the server it holds the placeholder the
 * document's stream fills in; the browser keeps the server's content as it is (it is read
 * once, before hydrating).
 */
export function UsedNamespacesScript() {
  const page = useContext(UsedNamespaces);
  return (
    <script
      type="application/json"
      id={usedNamespacesElementId}
      suppressHydrationWarning
      // Data, never run; the texts are escaped when they replace the placeholder.
      dangerouslySetInnerHTML={{ __html: page?.i18n ? pageTextsPlaceholder : "" }}
    />
  );
}
