import { describe, expect, it } from "vitest";
import en from "./en";
import fi from "./fi";
import sv from "./sv";

// The mechanical rules of the native readers' review of the texts, so that a new or edited text
// cannot bring a fixed slip back. Each rule lists the keys that break it.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const texts = {
  sv: leaves(sv as unknown as Tree),
  fi: leaves(fi as unknown as Tree),
  en: leaves(en as unknown as Tree),
};
const all = Object.entries(texts).flatMap(([lang, entries]) =>
  entries.map(([key, value]) => [`${lang}:${key}`, value] as [string, string]),
);

const breaking = (entries: [string, string][], rule: RegExp) =>
  entries.filter(([, value]) => rule.test(value)).map(([key]) => key);

describe("every language", () => {
  it('writes an ellipsis as "..." (the spec\'s "Skickar..."), never "…"', () => {
    expect(breaking(all, /…/)).toEqual([]);
  });

  it("has no space before an ellipsis", () => {
    expect(breaking(all, /\s\.\.\./)).toEqual([]);
  });
});

describe.each(["sv", "fi"] as const)("%s", (lang) => {
  it('keeps "30 %" and "48 h" together with a non-breaking space', () => {
    // A digit or a {{placeholder}}, then an ordinary space, then "%" or the unit "h".
    expect(breaking(texts[lang], /(\d|\}\}) (%|h(?!\p{L}))/u)).toEqual([]);
  });

  it('groups thousands with a non-breaking space ("100\u00a0000")', () => {
    expect(breaking(texts[lang], /\d 000\b/)).toEqual([]);
  });

  it('writes "och" / "ja" in running labels, not "&"', () => {
    expect(breaking(texts[lang], / & /)).toEqual([]);
  });
});

describe("Swedish", () => {
  it('writes "i dag", as Finland-Swedish does', () => {
    expect(breaking(texts.sv, /\bidag\b/i)).toEqual([]);
  });

  it("uses no Sweden-Swedish slang the review found", () => {
    expect(breaking(texts.sv, /schysst/i)).toEqual([]);
  });

  it("uses none of the jargon and calques the second review found", () => {
    expect(
      breaking(
        texts.sv,
        /Valideringsfel|pricematch|Artikel inte hittad|får max vara|specialitet|orderdisk|finsk tid/i,
      ),
    ).toEqual([]);
  });
});

describe("Finnish", () => {
  it("names the town and its street in Finnish", () => {
    expect(breaking(texts.fi, /Nykarleby|Topeliusesplanaden/)).toEqual([]);
  });

  it('says "Pohjoismaat" for the Nordic countries, not "Pohjola"', () => {
    expect(breaking(texts.fi, /Pohjola/)).toEqual([]);
  });
});

describe("English", () => {
  it('writes "email", never "e-mail"', () => {
    expect(breaking(texts.en, /e-mail/i)).toEqual([]);
  });

  it('spells "specialisation" the British way and offers "available", not "free", times', () => {
    // {{specialization}} is a placeholder's name, not a word.
    expect(breaking(texts.en, /Specialization|(?<!\{\{)specialization|free times/)).toEqual([]);
  });

  it("labels the bookable services in sentence case", () => {
    const labels = Object.entries(en.booking.services);
    expect(labels.filter(([, label]) => /\s[A-Z][a-z]/.test(label)).map(([key]) => key)).toEqual(
      [],
    );
  });
});
