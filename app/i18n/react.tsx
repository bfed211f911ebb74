import type { Namespace, TFunction } from "i18next";
import { createContext, use, useContext, useMemo } from "react";

// The few lines of react-i18next this site uses (a provider and useTranslation), written here
// to keep JavaScript off every page (docs/decisions/013). Keys stay type-checked through
// i18next's own TFunction types.

/** What the hook needs: i18next on the server, ClientTranslator in the browser. */
export type Translator = {
  language: string;
  hasResourceBundle(lang: string, namespace: string): boolean;
  loadNamespaces(namespace: string): Promise<unknown>;
  getFixedT(lang: string, namespace: string): unknown;
};

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: React.ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

const loading = new Map<string, Promise<unknown>>();
/** Already settled, as React marks a promise it has seen resolve: `use` returns at once. */
const loaded = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * Suspends until the namespace's texts are loaded (the browser loads them on first use).
 * `use` is called on every render, loaded or not: React replays a component that suspended,
 * and a `use` skipped in the replay left the hooks after it unmatched (React error 467 on a
 * client navigation to a page whose texts were still loading).
 */
function useNamespace(i18n: Translator, namespace: string) {
  const lang = i18n.language;
  const key = `${lang}:${namespace}`;
  let promise = loading.get(key);
  if (!promise && !i18n.hasResourceBundle(lang, namespace)) {
    promise = i18n.loadNamespaces(namespace);
    loading.set(key, promise);
  }
  use(promise ?? loaded);
}

export function useTranslation<N extends Namespace = "common">(
  namespace?: N,
): { t: TFunction<N>; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const ns = (namespace ?? "common") as string;
  useNamespace(i18n, ns);
  const t = useMemo(() => i18n.getFixedT(i18n.language, ns), [i18n, ns]) as TFunction<N>;
  return { t, i18n };
}
