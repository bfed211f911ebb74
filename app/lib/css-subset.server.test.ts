import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cssSubset,
  documentClasses,
  documentElements,
  laterStylesheetHref,
  selectorMayMatch,
  withoutFontFaces,
  withoutUnusedProperties,
} from "./css-subset.server";

// The stylesheet's part a page needs (docs/decisions/108): never a rule one of its elements
// may use less, as few others as the class names allow.
const has = (...names: string[]) => new Set(names);

describe("documentClasses", () => {
  it("reads every class attribute, entities decoded", () => {
    const html = `<div class="a  b"><p class="hover:text-white w-1/2 [&amp;&gt;p]:mt-2"></p><i data-class="x"></i></div>`;
    expect([...documentClasses(html)].sort()).toEqual(
      ["[&>p]:mt-2", "a", "b", "hover:text-white", "w-1/2"].sort(),
    );
  });
});

describe("selectorMayMatch", () => {
  it("needs every class named outside parentheses, of one selector of the list", () => {
    expect(selectorMayMatch(".a .b", has("a", "b"))).toBe(true);
    expect(selectorMayMatch(".a .b", has("a"))).toBe(false);
    expect(selectorMayMatch(".x,.a", has("a"))).toBe(true);
    expect(selectorMayMatch("html,:host", has())).toBe(true);
    expect(selectorMayMatch("*,:before,:after", has())).toBe(true);
  });

  it("reads Tailwind's escaped class names", () => {
    expect(selectorMayMatch(".hover\\:text-white:hover", has("hover:text-white"))).toBe(true);
    expect(selectorMayMatch(".w-1\\/2", has("w-1/2"))).toBe(true);
    expect(selectorMayMatch(".w-1\\/2", has("w-1"))).toBe(false);
    expect(selectorMayMatch(".\\[\\&\\>p\\]\\:mt-2>p", has("[&>p]:mt-2"))).toBe(true);
    expect(selectorMayMatch(".\\31 0", has("10"))).toBe(true);
    expect(selectorMayMatch(".md\\:flex", has("flex"))).toBe(false);
  });

  it("never requires a class of :not() or of a list, nor an attribute's dots", () => {
    // :not(.b) matches exactly where .b is absent: dropping it would lose a rule.
    expect(selectorMayMatch(".a:not(.b)", has("a"))).toBe(true);
    expect(selectorMayMatch(":is(.a,.b) p", has("b"))).toBe(true);
    expect(selectorMayMatch(":nth-child(2 of .b)", has())).toBe(true);
    expect(selectorMayMatch('[data-x="a.b"]', has())).toBe(true);
  });

  it("requires the classes of the one selector inside :is(), :where() and :has()", () => {
    const groupHover = ".group-hover\\:x:is(:where(.group):hover *)";
    expect(selectorMayMatch(groupHover, has("group-hover:x", "group"))).toBe(true);
    expect(selectorMayMatch(groupHover, has("group-hover:x"))).toBe(false);
    expect(selectorMayMatch(":where(.space-y-2>:not(:last-child))", has("space-y-2"))).toBe(true);
    expect(selectorMayMatch(":where(.space-y-2>:not(:last-child))", has())).toBe(false);
    expect(selectorMayMatch(".a:has(.b)", has("a"))).toBe(false);
  });
});

describe("element names (where the document's are given)", () => {
  const elements = (...names: string[]) => new Set(names);

  it("reads every element's name, lowercased", () => {
    const html = `<!DOCTYPE html><html><body><svg><clipPath></clipPath></svg><p>a < b</p><my-el></my-el></body></html>`;
    expect([...documentElements(html)].sort()).toEqual(
      ["body", "clippath", "html", "my-el", "p", "svg"].sort(),
    );
  });

  it("needs the element a compound starts with, in one selector of the list", () => {
    expect(selectorMayMatch("table", has(), elements("div"))).toBe(false);
    expect(selectorMayMatch("table", has(), elements("table"))).toBe(true);
    expect(selectorMayMatch("sub,sup", has(), elements("sup"))).toBe(true);
    expect(selectorMayMatch("abbr:where([title])", has(), elements("p"))).toBe(false);
    expect(selectorMayMatch("H1", has(), elements("h1"))).toBe(true);
    const optgroup = ":where(select:is([multiple],[size])) optgroup";
    expect(selectorMayMatch(optgroup, has(), elements("select"))).toBe(false);
    expect(selectorMayMatch(optgroup, has(), elements("select", "optgroup"))).toBe(true);
    expect(selectorMayMatch(".\\[\\&\\>p\\]\\:mt-2>p", has("[&>p]:mt-2"), elements("div"))).toBe(
      false,
    );
  });

  it("needs none for the universal selector, pseudo-elements, a namespace, :not() or a list", () => {
    for (const selector of [
      "*,:before,:after",
      "::placeholder",
      "::-webkit-date-and-time-value",
      ":-moz-focusring:where(:not(iframe))",
      "svg|a",
      ":is(table,progress) .x",
      "html,:host",
    ])
      expect(selectorMayMatch(selector, has("x"), elements()), selector).toBe(true);
  });

  it("judges by classes alone when no names are given", () => {
    expect(selectorMayMatch("table", has())).toBe(true);
    expect(cssSubset("table{a:b}.x{c:d}", has())).toBe("table{a:b}");
    expect(cssSubset("table{a:b}p .x{c:d}", has("x"), elements("p"))).toBe("p .x{c:d}");
  });
});

describe("cssSubset", () => {
  const css = [
    "/*! banner */@layer theme,base,utilities;",
    "@layer theme{:root{--c:red}}",
    "@layer base{*{margin:0}h1{font-size:2rem}}",
    "@font-face{font-family:X;src:url(x.woff2)}",
    '@property --tw-x{syntax:"*";inherits:false}',
    "@layer utilities{.flex{display:flex}.grid{display:grid}",
    "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}",
    ".a:not(.b){color:blue}.x:hover{color:red}",
    "@supports (color:lab(0 0 0)){.grid{color:lab(1 2 3)}}}",
    "@keyframes spin{to{transform:rotate(1turn)}}",
    '.c:after{content:"}{"}',
  ].join("");

  it("keeps what a class-less rule or a present class needs, in order, and drops the rest", () => {
    const subset = cssSubset(css, has("flex", "sm:flex", "a", "c"));
    expect(subset).toBe(
      [
        "@layer theme,base,utilities;",
        "@layer theme{:root{--c:red}}",
        "@layer base{*{margin:0}h1{font-size:2rem}}",
        "@font-face{font-family:X;src:url(x.woff2)}",
        '@property --tw-x{syntax:"*";inherits:false}',
        "@layer utilities{.flex{display:flex}",
        "@media (width>=40rem){.sm\\:flex{display:flex}}",
        ".a:not(.b){color:blue}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
        '.c:after{content:"}{"}',
      ].join(""),
    );
  });

  it("is the whole stylesheet when every class is present", () => {
    const all = has("flex", "grid", "sm:grid", "sm:flex", "a", "x", "c");
    expect(cssSubset(css, all)).toBe(css.replace("/*! banner */", ""));
  });

  it("survives hostile or broken text without throwing or growing", () => {
    for (const broken of ["{", "}", ".a{", "@media{", '.a{content:"', "/*", ".a\\", "@layer;;;"]) {
      const out = cssSubset(broken, has("a"));
      expect(out.length, broken).toBeLessThanOrEqual(broken.length + 2);
    }
    const big = ".a{color:red}".repeat(20_000) + ".b{color:red}".repeat(20_000);
    expect(cssSubset(big, has("a")).length).toBe(".a{color:red}".length * 20_000);
  });

  it("keeps, on the built stylesheet, every rule a page's classes use and far fewer bytes", () => {
    const assets = path.resolve("build/client/assets");
    const file = fs.existsSync(assets)
      ? fs.readdirSync(assets).find((name) => /^app-[\w-]+\.css$/.test(name))
      : undefined;
    if (!file) return; // The built-site tests (server/first-paint.test.ts) cover it after a build.
    const built = fs.readFileSync(path.join(assets, file), "utf8");
    const subset = cssSubset(built, has("container-page", "flex", "hidden", "lg:flex"));
    expect(subset.length).toBeLessThan(built.length / 2);
    for (const rule of [".container-page{", ".flex{", ".hidden{", "@font-face{"])
      expect(subset, rule).toContain(rule);
    expect(subset).toMatch(/\.lg\\:flex\{/);
    expect(subset).not.toContain(".grid{");
  });
});

describe("withoutUnusedProperties", () => {
  it("drops the theme's and Tailwind's variables nothing reads, and their @property", () => {
    const css = [
      "@layer properties{@supports (x:y){*,:before{--tw-a:0;--tw-b:0}::backdrop{--tw-b:0}}}",
      "@layer theme{:root,:host{--font-sans:Inter;--default-font:var(--font-sans);--color-x:red;--color-y:blue}",
      "@supports (color:lab(0 0 0)){:root,:host{--color-y:lab(1 2 3)}}}",
      "@layer base{html{font-family:var(--default-font)}}",
      "@layer utilities{.a{--tw-b:1;translate:var(--tw-a) 0;color:var(--color-x)}}",
      '@property --tw-a{syntax:"*";inherits:false;initial-value:0}',
      '@property --tw-b{syntax:"*";inherits:false;initial-value:0}',
    ].join("");
    expect(withoutUnusedProperties(css)).toBe(
      [
        "@layer properties{@supports (x:y){*,:before{--tw-a:0}}}",
        "@layer theme{:root,:host{--font-sans:Inter;--default-font:var(--font-sans);--color-x:red}",
        "@supports (color:lab(0 0 0)){}}",
        "@layer base{html{font-family:var(--default-font)}}",
        // A utility keeps what it sets, read or not.
        "@layer utilities{.a{--tw-b:1;translate:var(--tw-a) 0;color:var(--color-x)}}",
        '@property --tw-a{syntax:"*";inherits:false;initial-value:0}',
      ].join(""),
    );
  });

  it("keeps a stylesheet whose variables are all read as it is", () => {
    const css = "@layer theme{:root{--c:red}}.a{color:var(--c)}";
    expect(withoutUnusedProperties(css)).toBe(css);
  });
});

describe("the stylesheet linked once painted", () => {
  it("is the whole without its font faces, beside it in the build", () => {
    const css =
      '@font-face{font-family:X;src:url(x.woff2)}.a{color:red}@media print{.b{color:#000}}@font-face{font-family:"Y{"}';
    expect(withoutFontFaces(css)).toBe(".a{color:red}@media print{.b{color:#000}}");
    expect(laterStylesheetHref("/assets/app-B8wX.css")).toBe("/assets/app-B8wX.later.css");
  });
});
