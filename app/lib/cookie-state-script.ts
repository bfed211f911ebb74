import { promoBannerCookieName } from "../features/home/promo-banner-cookie.ts";
import { webFontAttribute, webFontStorageKey } from "./web-font-names.ts";

// A signed-out page is the same bytes for every visitor, so that nginx or a CDN may keep it
// (docs/decisions/106, 107): what a cookie changes is decided here, in the browser, by a few
// bytes in the <head> that run before the body is parsed, so nothing moves after the first
// paint. The policy names this script's hash on every page (app/entry.server.tsx).

/** Set on <html> when the visitor closed the campaign banner; CSS hides the banner by it. */
export const promoBannerClosedAttribute = "data-promo-closed";

/**
 * - The campaign banner's closed state: the cookie's value exactly "1", as the server read it
 *   (app/features/home/promo-banner-cookie.ts).
 * - A stored language choice on a Swedish (bare) address: the site redirects such a visit
 *   itself (docs/decisions/003), but a shared cache keeps the Swedish page by Accept-Language
 *   only, so a visitor whose cookie says Finnish or English may get it from there; this sends
 *   them on, as the server would have (app/i18n/languages.ts: localizePath, languageFromCookie).
 * - Not a cookie but browser storage: whether this browser fetched the web font on an earlier
 *   page (app/lib/web-font.ts); only then does the stylesheet name it (docs/decisions/113).
 *   Storage a browser refuses throws; the page then keeps the fallback font.
 */
export const cookieStateScript =
  `(function(d,c){var v,m,p=location.pathname;` +
  // The first cookie of that name, name and value trimmed (app/lib/cookie-header.ts).
  `c.split(";").some(function(x){var i=x.indexOf("=");` +
  `return i>=0&&x.slice(0,i).trim()==="${promoBannerCookieName}"&&(v=x.slice(i+1).trim(),1)});` +
  `if(v==="1")d.setAttribute("${promoBannerClosedAttribute}","");` +
  `try{if(localStorage.getItem("${webFontStorageKey}")==="1")d.setAttribute("${webFontAttribute}","")}catch(e){}` +
  `m=/(?:^|;\\s*)language=([a-z]{2})/.exec(c);` +
  `if(m&&(m[1]==="fi"||m[1]==="en")&&d.lang==="sv")` +
  `location.replace("/"+m[1]+(p==="/"?"":p)+location.search+location.hash)` +
  `})(document.documentElement,document.cookie)`;
