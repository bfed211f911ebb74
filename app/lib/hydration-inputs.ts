/**
 * What a page's hydration waits for besides its code (docs/decisions/108): the modules of the
 * texts its render used, and, where a stored page carries only its own part of the stylesheet,
 * the whole stylesheet. What the page shows once interactive (the chat button, a toast, a
 * form's error, a menu) is drawn with them. The starter (deferred-hydration.server.ts) asks for
 * both beside the page's modules; the browser's entry hydrates once they are here.
 */

/** The element naming the page's namespaces and their modules (`UsedNamespacesScript`). */
export const usedNamespacesElementId = "i18n-namespaces";

/** The `data-*` mark the starter puts on the stylesheet link it adds ("settled" once done). */
export const laterStylesheetMark = "later";

/** Browser: settles once the linked stylesheet has loaded or failed, or at once without one. */
export function laterStylesheetSettled(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[data-${laterStylesheetMark}]`);
  // An error leaves no trace but the starter's mark.
  if (!link || link.sheet || link.dataset[laterStylesheetMark] === "settled")
    return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}
