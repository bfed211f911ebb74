import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { pageTextsPlaceholder } from "./namespaces";

/**
 * The document's stream with the page's namespaces filled in (docs/decisions/108): everything up
 * to the placeholder passes at once; from there on (the end of the page: the namespaces, React
 * Router's scripts) it is held until React has rendered everything, when every namespace the
 * page used is known, and `fill()` gives the text that replaces the placeholder.
 */
export function createPageTextsFill(fill: () => string) {
  let pending = "";
  let found = false;
  return {
    push(chunk: string): string {
      if (found) {
        pending += chunk;
        return "";
      }
      const text = pending + chunk;
      const at = text.indexOf(pageTextsPlaceholder);
      if (at >= 0) {
        found = true;
        pending = text.slice(at);
        return text.slice(0, at);
      }
      // A placeholder cut between two chunks: hold back what may be its beginning.
      let keep = Math.min(text.length, pageTextsPlaceholder.length - 1);
      while (keep > 0 && !pageTextsPlaceholder.startsWith(text.slice(text.length - keep))) keep--;
      pending = text.slice(text.length - keep);
      return text.slice(0, text.length - keep);
    },
    end(): string {
      const text = pending;
      pending = "";
      return found ? fill() + text.slice(pageTextsPlaceholder.length) : text;
    },
  };
}

export function pageTextsStream(fill: () => string): Transform {
  const texts = createPageTextsFill(fill);
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out = texts.push(typeof chunk === "string" ? chunk : decoder.write(chunk));
      callback(null, out ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      const out = texts.push(decoder.end()) + texts.end();
      callback(null, out ? Buffer.from(out) : undefined);
    },
  });
}
