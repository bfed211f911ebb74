// The names the web font's parts share (docs/decisions/113), apart from the code that fetches
// it: the cookie table and the head's script need only these, and importing the fetching code
// from there put it in every page's first download (docs/decisions/112).

/** The browser-storage key saying this browser has fetched the web font (listed in cookies.ts). */
export const webFontStorageKey = "webFont";

/** Set on <html> before the first paint when the font was fetched on an earlier page. */
export const webFontAttribute = "data-web-font";

/** The family the stylesheet's @font-face names (app/app.css). */
export const webFontFamily = "Inter Variable";
