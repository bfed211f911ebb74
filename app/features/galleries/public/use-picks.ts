import { useCallback, useMemo, useSyncExternalStore } from "react";

// The photos a visitor has ticked, per gallery, kept for the tab's session: coming back from a
// cancelled checkout, or reloading, keeps the selection. Ticks made before the page's scripts
// ran (the checkboxes work without them) are taken over when they start. The server, and the
// first render in the browser, know of none.

type Store = { picked: ReadonlySet<string>; listeners: Set<() => void> };
const stores = new Map<string, Store>();
const none: ReadonlySet<string> = new Set();

const storageKey = (slug: string) => `gallery-picks:${slug}`;

function stored(slug: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function persist(slug: string, picked: ReadonlySet<string>) {
  try {
    if (picked.size === 0) sessionStorage.removeItem(storageKey(slug));
    else sessionStorage.setItem(storageKey(slug), JSON.stringify([...picked]));
  } catch {
    // Storage full or switched off: the selection lasts as long as the page.
  }
}

function storeOf(slug: string): Store {
  let store = stores.get(slug);
  if (!store) {
    const ticked = [
      ...document.querySelectorAll<HTMLInputElement>('input[name="photo"]:checked'),
    ].map((input) => input.value);
    store = { picked: new Set([...stored(slug), ...ticked]), listeners: new Set() };
    stores.set(slug, store);
  }
  return store;
}

function update(slug: string, change: (current: ReadonlySet<string>) => ReadonlySet<string>) {
  const store = storeOf(slug);
  const next = change(store.picked);
  if (next === store.picked) return;
  store.picked = next;
  persist(slug, next);
  for (const listener of store.listeners) listener();
}

export function usePicks(slug: string, photoIds: readonly string[]) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = storeOf(slug);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [slug],
  );
  const all = useSyncExternalStore(
    subscribe,
    () => storeOf(slug).picked,
    () => none,
  );
  // Only photos still in the gallery: one hidden or deleted since is no longer for sale.
  const picked = useMemo(() => {
    const available = new Set(photoIds);
    return new Set([...all].filter((id) => available.has(id))) as ReadonlySet<string>;
  }, [all, photoIds]);

  const toggle = useCallback(
    (photoId: string, pick: boolean) =>
      update(slug, (current) => {
        if (current.has(photoId) === pick) return current;
        const next = new Set(current);
        if (pick) next.add(photoId);
        else next.delete(photoId);
        return next;
      }),
    [slug],
  );
  const clear = useCallback(() => update(slug, () => new Set()), [slug]);
  return { picked, toggle, clear };
}
