// The web font (Inter) waits until a browser has it (docs/decisions/113). On a first visit the
// page is drawn in the metric-matched fallback and asks for no font: 49 KB fetched beside the
// page's LCP image, on a phone's first round trips, delayed it by 300–800 ms in Lighthouse's
// simulation, and "font-display: optional" mostly left the font unused there anyway. Once the
// page has loaded, the font is fetched into the browser's cache; from the next page on, the
// head's script (cookie-state-script.ts) marks <html> before the first paint and the stylesheet
// names Inter first, which the cache then serves at once.

import { webFontAttribute, webFontFamily, webFontStorageKey } from "./web-font-names";

export { webFontAttribute, webFontFamily, webFontStorageKey };

type FontBrowser = {
  document: { documentElement: Element; fonts?: { load(font: string): Promise<unknown[]> } };
  localStorage: Pick<Storage, "setItem">;
};

/**
 * Fetches the web font for the next pages, once, without using it on this one: no element names
 * it yet, so nothing is drawn again and nothing moves. Resolves when remembered, or not (no Font
 * Loading API, storage refused, the font failed): the site then simply keeps the fallback.
 */
export async function fetchWebFontForNextPages(browser: FontBrowser = window): Promise<boolean> {
  if (browser.document.documentElement.hasAttribute(webFontAttribute)) return false;
  try {
    const faces = await browser.document.fonts?.load(`1em "${webFontFamily}"`);
    if (!faces?.length) return false;
    browser.localStorage.setItem(webFontStorageKey, "1");
    return true;
  } catch {
    return false;
  }
}
