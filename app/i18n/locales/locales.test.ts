import { describe, expect, it } from "vitest";
import en from "./en";
import fi from "./fi";
import sv from "./sv";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const source = leaves(sv as unknown as Tree);

describe.each([
  ["fi", fi],
  ["en", en],
])("%s texts", (_lang, locale) => {
  const texts = leaves(locale as unknown as Tree);

  it("have every Swedish key and no other", () => {
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("are filled in and keep every {{placeholder}} of the Swedish text", () => {
    for (const [key, value] of texts) {
      expect(value.trim(), key).not.toBe("");
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(value), key).toEqual(placeholders(source.get(key)!));
    }
  });

  it("are not Swedish left untranslated in longer texts", () => {
    const copied = [...texts].filter(
      ([key, value]) => value.length > 25 && value === source.get(key),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

it("Swedish has no empty text", () => {
  expect([...source].filter(([, value]) => value.trim() === "").map(([key]) => key)).toEqual([]);
});
