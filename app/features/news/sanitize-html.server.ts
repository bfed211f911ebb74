import sanitizeHtml from "sanitize-html";

// What an article's body may contain (docs/decisions/046): text structure, links and pictures.
// Everything else is dropped on the server before it is stored; no attribute can carry script.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    // rel and loading are set by the transforms below (they run before this filter).
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  // Links: the web and mail only; pictures: this site's own paths only (see ownPicture).
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text of a removed <script>, <style>, … is dropped with it, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // Headings start at h2: the page's own title is the h1.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(/^https?:/i.test(attribs.href ?? "") && { rel: "noopener noreferrer nofollow" }),
      },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: ownPicture(attribs.src) ? { ...attribs, loading: "lazy" } : {},
    }),
  },
  // A picture that lost its address above is dropped, not left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * A picture of this site (an uploaded one is /media/news/…). The Content-Security-Policy
 * (img-src 'self') blocks any other in the browser and reports a violation, and a relative
 * address ("x") would be fetched below the article's own address (docs/decisions/072).
 */
function ownPicture(src: string | undefined): boolean {
  return src !== undefined && /^\/(?![/\\])/.test(src);
}

/** HTML as an article may store and show it: the allow-list above, nothing else. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
