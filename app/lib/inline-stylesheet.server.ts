import fs from "node:fs";
import { fileURLToPath } from "node:url";

const cache = new Map<string, string | null>();

/**
 * The text of a built stylesheet ("/assets/app-….css"), read once from build/client beside the
 * server bundle; null under the dev server (its styles are served by Vite) or when the file is
 * not there, and the page then links it instead.
 */
export function stylesheetText(href: string): string | null {
  if (import.meta.env.DEV) return null;
  if (!cache.has(href)) {
    // build/server/index.js, or a chunk of it in build/server/assets/ (the bundler splits the
    // server build where code loads on demand): build/client is one or two folders up.
    let text: string | null = null;
    for (const up of ["../client", "../../client"]) {
      try {
        text = fs.readFileSync(fileURLToPath(new URL(`${up}${href}`, import.meta.url)), "utf8");
        break;
      } catch {
        // Not there: the next candidate.
      }
    }
    // "</style" cannot occur in CSS the build made, but it must never end the element early.
    cache.set(href, text && !/<\/style/i.test(text) ? text : null);
  }
  return cache.get(href) ?? null;
}
