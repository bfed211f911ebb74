import { Marked } from "marked";
import { sanitizeArticleHtml } from "./sanitize-html.server";

// One Marked instance of our own: the library's global defaults stay untouched.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** The owner's Markdown as the HTML an article stores: converted, then sanitized on the server. */
export function markdownToArticleHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}
