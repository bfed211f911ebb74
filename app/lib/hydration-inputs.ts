/**
 * What a page's hydration waits for besides its code (docs/decisions/108): the modules of the
 * texts its render used, and, where a stored page carries only its own part of the stylesheet,
 * the whole stylesheet. What the page shows once interactive (the chat button, a toast, a
 * form's error, a menu) is drawn with them. The starter (deferred-hydration.server.ts) asks for
 * both beside the page's modules and runs the code once the stylesheet is here; the browser's
 * entry hydrates once the texts are.
 */

/** The element naming the page's namespaces and their modules (`UsedNamespacesScript`). */
export const usedNamespacesElementId = "i18n-namespaces";
