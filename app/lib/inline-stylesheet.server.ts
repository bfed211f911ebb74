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
    let text: string | null;
    try {
      text = fs.readFileSync(fileURLToPath(new URL(`../client${href}`, import.meta.url)), "utf8");
    } catch {
      text = null;
    }
    // "</style" cannot occur in CSS the build made, but it must never end the element early.
    cache.set(href, text && !/<\/style/i.test(text) ? text : null);
  }
  return cache.get(href) ?? null;
}
