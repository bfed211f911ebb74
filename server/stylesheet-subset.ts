import {
  cssSubset,
  documentClasses,
  documentElements,
  laterStylesheetHref,
  withoutUnusedProperties,
} from "../app/lib/css-subset.server.ts";
import { cspHash } from "../app/lib/security-headers.server.ts";
import type { HashedPage } from "./hashed-policy.ts";

/**
 * A stored page carries only the part of the site's stylesheet its own elements can use
 * (docs/decisions/108; judged by their classes and names): the cache holds the whole document, so which classes it has is known
 * before its head is sent. The page's elements look exactly as with the whole stylesheet (every
 * rule that may match them is kept, in order), and a visitor without scripts never needs more.
 * What scripts show later (a menu, an error, the next page of a client navigation) needs the
 * rest: `data-subset` names the whole stylesheet without its font faces (written by the build,
 * `withoutFontFaces`), which the starter of decision 074 links before the scripts run
 * (fingerprinted, cached for a year). The policy names the subset's
 * hash in place of the whole stylesheet's, so no other text gains a place in it.
 */
const siteStylesheet =
  /<style id="site-css" data-href="(\/assets\/[\w.-]+\.css)">([\s\S]*?)<\/style>/;

/** Subsets by the document's classes and elements: the same page rendered again is not cut again. */
const subsets = new Map<string, string>();
const maxSubsets = 128;

export function withStylesheetSubset(page: HashedPage): HashedPage {
  const match = siteStylesheet.exec(page.html);
  if (!match) return page;
  const [element, href, css] = match as unknown as [string, string, string];
  const wholeHash = cspHash(css);
  // Only the stylesheet the app authorized, and only once.
  if (!page.policy.includes(wholeHash) || page.html.indexOf(element) !== match.index) return page;
  const classes = documentClasses(page.html);
  const elements = documentElements(page.html);
  const key = `${href} ${[...classes].sort().join(" ")} <${[...elements].sort().join(" ")}>`;
  let subset = subsets.get(key);
  if (subset === undefined) {
    subset = withoutUnusedProperties(cssSubset(css, classes, elements));
    subsets.set(key, subset);
    for (const oldest of subsets.keys()) {
      if (subsets.size <= maxSubsets) break;
      subsets.delete(oldest);
    }
  }
  if (subset.length >= css.length) return page;
  const html =
    page.html.slice(0, match.index) +
    `<style id="site-css" data-href="${href}" data-subset="${laterStylesheetHref(href)}">${subset}</style>` +
    page.html.slice(match.index + element.length);
  const policy = page.policy
    .split("; ")
    .map((directive) =>
      /^style-src(?:-elem)?\s/.test(directive)
        ? directive.replace(wholeHash, cspHash(subset))
        : directive,
    )
    .join("; ");
  return { html, policy };
}
