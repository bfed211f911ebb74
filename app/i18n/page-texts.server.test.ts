import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { pageTextsPlaceholder } from "./namespaces";
import { createPageTextsFill, pageTextsStream } from "./page-texts.server";

// The page's texts are filled in once everything has rendered (docs/decisions/108).
const page = `<main>Hej</main><script type="application/json" id="i18n-namespaces">${pageTextsPlaceholder}</script><script>ctx()</script>`;
const filled = page.replace(pageTextsPlaceholder, '{"common":{}}');

describe("the page's texts filled in", () => {
  it("whatever way the document is cut into chunks, and only at the end", () => {
    for (let cut = 0; cut <= page.length; cut++) {
      let asked = false;
      const fill = createPageTextsFill(() => {
        asked = true;
        return '{"common":{}}';
      });
      const first = fill.push(page.slice(0, cut));
      const second = fill.push(page.slice(cut));
      expect(asked, String(cut)).toBe(false);
      // What comes before the placeholder is not held back.
      expect(first + second, String(cut)).toBe(page.slice(0, page.indexOf(pageTextsPlaceholder)));
      expect(first + second + fill.end(), String(cut)).toBe(filled);
    }
  });

  it("passes a document without the placeholder unchanged", () => {
    const fill = createPageTextsFill(() => "never");
    const doc = "<p>@@page-text</p><p>@@</p>";
    expect(fill.push(doc.slice(0, 12)) + fill.push(doc.slice(12)) + fill.end()).toBe(doc);
  });

  it("as a stream of bytes, characters cut between chunks included", async () => {
    const bytes = Buffer.from(page.replace("Hej", "Hej åäö €"));
    const chunks = [bytes.subarray(0, 21), bytes.subarray(21, 90), bytes.subarray(90)];
    const out = await text(Readable.from(chunks).pipe(pageTextsStream(() => "{}")));
    expect(out).toBe(page.replace("Hej", "Hej åäö €").replace(pageTextsPlaceholder, "{}"));
  });
});
