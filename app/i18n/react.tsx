import type { Namespace, TFunction } from "i18next";
import { createContext, use, useContext, useMemo, useSyncExternalStore } from "react";

// The few lines of react-i18next this site uses (a provider and useTranslation), written here
// to keep JavaScript off every page (docs/decisions/013). Keys stay type-checked through
// i18next's own TFunction types.

/** What the hook needs: i18next on the server, ClientTranslator in the browser. */
export type Translator = {
  language: string;
  hasResourceBundle(lang: string, namespace: string): boolean;
  loadNamespaces(namespace: string): Promise<unknown>;
  getFixedT(lang: string, namespace: string): unknown;
  /** The browser's: texts that arrived for keys shown empty so far (docs/decisions/108). */
  version?: number;
  subscribe?: (listener: () => void) => () => void;
};

type Current = { i18n: Translator; version: number };
const I18nContext = createContext<Current | null>(null);
const noSubscription = () => () => {};

export function I18nProvider({ i18n, children }: { i18n: Translator; children: React.ReactNode }) {
  const version = useSyncExternalStore(
    i18n.subscribe ?? noSubscription,
    () => i18n.version ?? 0,
    () => i18n.version ?? 0,
  );
  const current = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <I18nContext value={current}>{children}</I18nContext>;
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
  const current = useContext(I18nContext);
  if (!current) throw new Error("useTranslation needs an I18nProvider above it");
  const { i18n, version } = current;
  const ns = (namespace ?? "common") as string;
  useNamespace(i18n, ns);
  // A new `t` when texts shown empty arrived, so components that memoize on it render again.
  const t = useMemo(
    () => i18n.getFixedT(i18n.language, ns),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, version],
  ) as TFunction<N>;
  return { t, i18n };
}
