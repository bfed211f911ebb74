// Background work that changes what signed-out visitors see (a gallery's photo made ready, a
// gallery published once its photos are) tells the server's page cache, as an owner's write in
// the back office does (server/page-cache.ts): the next visitor sees the new page at once, not
// after the cache's few seconds. On globalThis, since the server entry and the app bundle each
// load this module (as the job runner's): the listener is the server's, the call the app's.

const key = Symbol.for("nordic-media.pages-changed");
type Global = typeof globalThis & { [key]?: Set<() => void> };

function listeners(): Set<() => void> {
  const global = globalThis as Global;
  global[key] ??= new Set();
  return global[key];
}

/** Registers what to do when pages changed; returns the way to stop listening. */
export function onPagesChanged(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Says that public pages may show something else now. */
export function pagesChanged(): void {
  for (const listener of listeners()) listener();
}
