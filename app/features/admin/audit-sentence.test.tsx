import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { allResources } from "~/i18n/resources.server";
import type { Language } from "~/i18n/languages";
import { auditSentence, possessive, type AuditSubject, type SentencePart } from "./audit-sentence";
import { AuditSentence } from "./audit-table";

// The audit log's sentences (docs/decisions/100) in each language, from the real texts, and
// what a hostile name in a target becomes: text, never markup or a placeholder.

const texts = (lang: Language) => ({
  actions: { ...allResources.sv.admin.audit.actions, ...allResources[lang].admin.audit.actions },
  sentences: {
    ...allResources.sv.admin.audit.sentences,
    ...allResources[lang].admin.audit.sentences,
  },
});
const plain = (parts: SentencePart[]) => parts.map((part) => part.text).join("");
const booking: AuditSubject = {
  name: "Anna Virtanen",
  date: "2026-12-03",
  time: "14:00",
  path: "/admin/bookings?from=2026-12-03&to=2026-12-03#booking-1",
};
const html = (parts: SentencePart[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuditSentence parts={parts} />
    </MemoryRouter>,
  );

describe("auditSentence", () => {
  it.each([
    ["sv", "Bekräftade Anna Virtanens bokning 3 december 2026 kl. 14.00"],
    ["fi", "Vahvisti asiakkaan Anna Virtanen varauksen 3. joulukuuta 2026 klo 14.00"],
    ["en", "Confirmed Anna Virtanen’s booking on 3 December 2026 at 14:00"],
  ] as const)("says who and when a booking confirmed concerns (%s)", (lang, sentence) => {
    const parts = auditSentence(texts(lang), lang, "booking.confirm", booking);
    expect(plain(parts)).toBe(sentence);
    const link = parts.find((part) => part.href);
    expect(link).toEqual({ text: possessive("Anna Virtanen", lang), href: booking.path });
  });

  it.each([
    ["sv", "Skickade licensnyckeln för beställningen Office 2024 (anna@example.fi)"],
    ["fi", "Lähetti lisenssiavaimen tilaukseen Office 2024 (anna@example.fi)"],
    ["en", "Sent the licence key for the order Office 2024 (anna@example.fi)"],
  ] as const)("names the order a licence key was sent for (%s)", (lang, sentence) => {
    const order = { name: "Office 2024 (anna@example.fi)", path: "/admin/orders?order=x" };
    expect(plain(auditSentence(texts(lang), lang, "order.sendKey", order))).toBe(sentence);
  });

  it("has a sentence in every language for every action that has one in Swedish", () => {
    const swedish = Object.keys(allResources.sv.admin.audit.sentences).sort();
    for (const lang of ["fi", "en"] as const)
      expect(Object.keys(allResources[lang].admin.audit.sentences).sort()).toEqual(swedish);
    for (const action of swedish)
      expect(Object.hasOwn(allResources.sv.admin.audit.actions, action), action).toBe(true);
  });

  it("falls back to the action's phrase when the subject is gone or the action has no sentence", () => {
    expect(auditSentence(texts("sv"), "sv", "booking.confirm", null)).toEqual([
      { text: "Bekräftade en bokning" },
    ]);
    expect(auditSentence(texts("en"), "en", "block.create", booking)).toEqual([
      { text: "Blocked a time" },
    ]);
    // An action the texts do not know, or one named like an object's own property.
    expect(plain(auditSentence(texts("fi"), "fi", "brand.new", booking))).toBe("brand.new");
    expect(plain(auditSentence(texts("fi"), "fi", "__proto__", booking))).toBe("__proto__");
    expect(plain(auditSentence(texts("fi"), "fi", "constructor", null))).toBe("constructor");
  });

  it("shows markup and placeholders in a customer's name as text, in every language", () => {
    const hostile: AuditSubject = {
      ...booking,
      name: `<img src=x onerror=alert(1)>{{date}}"'&`,
    };
    for (const lang of ["sv", "fi", "en"] as const) {
      const parts = auditSentence(texts(lang), lang, "booking.decline", hostile);
      expect(parts.find((part) => part.href)?.text).toContain(
        "<img src=x onerror=alert(1)>{{date}}",
      );
      const markup = html(parts);
      expect(markup).not.toContain("<img");
      expect(markup).toContain("&lt;img src=x onerror=alert(1)&gt;{{date}}&quot;&#x27;&amp;");
    }
  });

  it("links only to a path of this site", () => {
    const markup = html([
      { text: "a", href: "javascript:alert(1)" },
      { text: "b", href: "//evil.example/x" },
      { text: "c", href: "/admin/news/x" },
    ]);
    expect(markup).not.toContain("javascript:");
    expect(markup).not.toContain("evil.example");
    expect(markup).toContain('href="/admin/news/x"');
  });
});

describe("possessive", () => {
  it("follows each language's rule", () => {
    expect(possessive("Anna Virtanen", "sv")).toBe("Anna Virtanens");
    expect(possessive("Lars", "sv")).toBe("Lars");
    expect(possessive("Max", "sv")).toBe("Max");
    expect(possessive("Anna Virtanen", "en")).toBe("Anna Virtanen’s");
    expect(possessive("Anna Virtanen", "fi")).toBe("Anna Virtanen");
  });
});
