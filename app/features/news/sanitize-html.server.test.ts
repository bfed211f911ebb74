import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { findXss, xssPayloads } from "../../../tests/support/xss-payloads";
import { markdownToArticleHtml } from "./markdown.server";
import { sanitizeArticleHtml } from "./sanitize-html.server";

describe("the article sanitizer", () => {
  it("recognises the payloads as dangerous before sanitizing (the checker itself works)", () => {
    const raw = xssPayloads.filter((payload) => findXss(payload).length > 0);
    // Most payloads are live HTML as written; the Markdown ones only become links once converted.
    expect(raw.length).toBeGreaterThan(45);
    const converted = xssPayloads.filter(
      (payload) => findXss(markdownToArticleHtmlUnsafe(payload)).length > 0,
    );
    expect(converted.length).toBeGreaterThan(raw.length);
  });

  it.each(xssPayloads.map((payload) => [payload]))("leaves nothing runnable of %s", (payload) => {
    expect(findXss(sanitizeArticleHtml(payload))).toEqual([]);
    expect(findXss(markdownToArticleHtml(payload))).toEqual([]);
  });

  it("keeps what an article needs: headings, lists, emphasis, links and pictures", () => {
    const html = markdownToArticleHtml(
      [
        "# Rubrik",
        "## Underrubrik",
        "Text med **fetstil**, *kursiv* och [en länk](https://example.com/sida).",
        "- ett\n- två",
        "1. först",
        "![Bild](/media/news/0b5c/800.webp)",
        "[Tjänster](/#tjanster) och [e-post](mailto:info@example.com)",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Rubrik</h2>");
    expect(html).toContain("<h2>Underrubrik</h2>");
    expect(html).toContain("<strong>fetstil</strong>");
    expect(html).toContain("<em>kursiv</em>");
    expect(html).toContain(
      '<a href="https://example.com/sida" rel="noopener noreferrer nofollow">en länk</a>',
    );
    expect(html).toContain("<li>två</li>");
    expect(html).toContain('<img src="/media/news/0b5c/800.webp" alt="Bild" loading="lazy" />');
    expect(html).toContain('<a href="/#tjanster">Tjänster</a>');
    expect(html).toContain('<a href="mailto:info@example.com">e-post</a>');
  });

  it("keeps only this site's own pictures: the policy would block others, a relative one misses", () => {
    for (const src of [
      "https://example.com/bild.jpg",
      "http://example.com/b.png",
      "x",
      "//evil.example/b.png",
      "/\\evil.example/b.png",
    ])
      expect(sanitizeArticleHtml(`<p>text<img src="${src}" alt="Bild"></p>`), src).toBe(
        "<p>text</p>",
      );
    expect(markdownToArticleHtml("![Bild](https://example.com/bild.jpg)")).not.toContain("<img");
  });

  it("drops the text of removed scripts and styles instead of showing it", () => {
    expect(sanitizeArticleHtml("<p>före</p><script>alert(1)</script><style>p{}</style>")).toBe(
      "<p>före</p>",
    );
  });
});

/** Marked's own output, unsanitized: shows that the Markdown payloads are real. */
function markdownToArticleHtmlUnsafe(markdown: string): string {
  return new Marked({ async: false }).parse(markdown) as string;
}
