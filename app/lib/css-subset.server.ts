/**
 * The part of the site's stylesheet a document needs (docs/decisions/108): every rule whose
 * selector can match an element of that HTML, judged by class names alone. The build's CSS is
 * Tailwind's: almost every rule is a class selector, so a page that uses 300 of its 1,500
 * utilities needs a fifth of them. The judgment only ever keeps too much, never too little:
 *
 * - a rule without a class (the reset, the theme's variables, `html`, `*`) is kept;
 * - a selector is kept when every class it needs is in the document: the classes it names
 *   outside parentheses and inside `:is()`, `:where()` or `:has()` holding one selector; never
 *   those of `:not()` (`:not(.x)` matches exactly where `.x` is absent) or of a list; and, where
 *   the document's element names are given, every element it names the same way (the reset's
 *   rules for `table`, `progress`, `sub` on a page that has none: what scripts add later comes
 *   with the whole stylesheet, which the page has before it hydrates);
 * - at-rules that hold rules (`@media`, `@supports`, `@layer`, `@container`) are kept with the
 *   rules they still hold; every other at-rule (`@font-face`, `@keyframes`, `@property`, the
 *   `@layer a, b;` order) is kept whole.
 *
 * No CSS library: the build's output is minified and regular, and this runs once per page the
 * cache stores (about a millisecond for home).
 */

const groupingAtRule = /^@(?:media|supports|layer|container)\b/i;

/** The class names in the document's `class` attributes (HTML entities decoded). */
export function documentClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The names of the elements in the document (`div`, `clippath`), lowercased. */
export function documentElements(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(name!.toLowerCase());
  return names;
}

/**
 * The rules of `css` that elements with these classes (and, when given, these element names)
 * may need, in their original order.
 */
export function cssSubset(
  css: string,
  classes: ReadonlySet<string>,
  elements?: ReadonlySet<string>,
): string {
  let out = "";
  let index = 0;
  while (index < css.length) {
    const next = nextItem(css, index);
    if (!next) break;
    index = next.end;
    if (next.body === null) {
      out += next.prelude + ";";
      continue;
    }
    const prelude = next.prelude.trim();
    if (prelude.startsWith("@")) {
      if (!groupingAtRule.test(prelude)) {
        out += `${next.prelude}{${next.body}}`;
        continue;
      }
      const inner = cssSubset(next.body, classes, elements);
      if (inner) out += `${next.prelude}{${inner}}`;
      continue;
    }
    if (selectorMayMatch(prelude, classes, elements)) out += `${next.prelude}{${next.body}}`;
  }
  return out;
}

/**
 * The subset without the custom properties nothing in it reads (`var(--x)`), directly or through
 * another kept one: the theme's variables and Tailwind's `--tw-*` defaults (`@property` and the
 * `@layer properties` fallback for browsers without it) are most of what every page keeps.
 * Only those two layers and `@property` rules lose declarations; a utility keeps all of its own.
 */
export function withoutUnusedProperties(css: string): string {
  const items: { text: string; defining: boolean; property?: string }[] = [];
  let index = 0;
  while (index < css.length) {
    const next = nextItem(css, index);
    if (!next) break;
    const text = css.slice(index, next.end);
    index = next.end;
    const prelude = next.prelude.trim();
    const property = /^@property\s+(--[\w-]+)$/.exec(prelude)?.[1];
    items.push({
      text,
      defining: property !== undefined || /^@layer\s+(?:theme|properties)$/.test(prelude),
      property,
    });
  }
  const reads = (text: string) =>
    [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
  const used = new Set(items.filter((item) => !item.defining).flatMap((item) => reads(item.text)));
  // A kept variable's value may read others (`--default-font-family: var(--font-sans)`).
  const definitions = items
    .filter((item) => item.defining && !item.property)
    .flatMap((item) => [...item.text.matchAll(/(--[\w-]+):([^;{}]*)/g)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [, name, value] of definitions) {
      if (!used.has(name!)) continue;
      for (const read of reads(value!)) {
        if (used.has(read)) continue;
        used.add(read);
        grew = true;
      }
    }
  }
  let out = "";
  for (const item of items) {
    if (!item.defining) out += item.text;
    else if (item.property) {
      if (used.has(item.property)) out += item.text;
    } else {
      let text = item.text.replace(/(--[\w-]+):[^;{}]*(;|(?=\}))/g, (declaration, name: string) =>
        used.has(name) ? declaration : "",
      );
      // Rules left empty go too (an at-rule's block stays: `@layer` blocks set the layers' order).
      for (let before = ""; before !== text;) {
        before = text;
        text = text.replace(/;(?=\})/g, "").replace(/(^|[{};])[^{};@]+\{\}/g, "$1");
      }
      out += text;
    }
  }
  return out;
}

/**
 * The stylesheet without its `@font-face` rules: the file a page with a part of the stylesheet
 * links once painted (`laterStylesheetHref`). Its own copy of a face would be a new font face,
 * which the browser, finding the font in its cache by then, would swap in at once: text laid
 * out in the fallback at the first paint ("optional", docs/decisions/066) would move.
 */
export function withoutFontFaces(css: string): string {
  let out = "";
  let index = 0;
  while (index < css.length) {
    const next = nextItem(css, index);
    if (!next) break;
    const text = css.slice(index, next.end);
    index = next.end;
    if (!/^@font-face$/i.test(next.prelude.trim())) out += text;
  }
  return out;
}

/** Where the build writes the stylesheet without its faces: `app-1.css` → `app-1.later.css`. */
export const laterStylesheetHref = (href: string) => href.replace(/\.css$/, ".later.css");

/**
 * Whether one selector of the list names only classes the document has (and, when given, only
 * elements it has).
 */
export function selectorMayMatch(
  selectorList: string,
  classes: ReadonlySet<string>,
  elements?: ReadonlySet<string>,
): boolean {
  return splitTopLevel(selectorList, ",").some((selector) => {
    const needed = requiredNames(selector);
    return (
      needed.classes.every((name) => classes.has(name)) &&
      (!elements || needed.elements.every((name) => elements.has(name)))
    );
  });
}

/**
 * The classes and element names a selector needs, unescaped: those outside parentheses, and
 * those of the one selector inside `:is()`, `:where()` or `:has()`. Never those of `:not()` or
 * of a list. An element name is the type selector a compound starts with (`table`, `optgroup`
 * in `select optgroup`); `*` and pseudo-elements name none.
 */
function requiredNames(selector: string): { classes: string[]; elements: string[] } {
  const names = { classes: [] as string[], elements: [] as string[] };
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    const atStart = compoundStart;
    compoundStart = /[\s>+~]/.test(char);
    if (char === "\\") {
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(selector, i);
      continue;
    }
    if (char === "[") {
      // An attribute selector: its value may hold dots.
      const close = selector.indexOf("]", i);
      i = close < 0 ? selector.length : close;
      continue;
    }
    if (char === "(") {
      const close = matchingParenthesis(selector, i);
      const inner = selector.slice(i + 1, close);
      if (
        /:(?:is|where|has)$/i.test(selector.slice(0, i)) &&
        splitTopLevel(inner, ",").length === 1
      ) {
        const within = requiredNames(inner);
        names.classes.push(...within.classes);
        names.elements.push(...within.elements);
      }
      i = close;
      continue;
    }
    if (char === ".") {
      const [name, end] = readIdentifier(selector, i + 1);
      if (name) names.classes.push(name);
      i = end - 1;
      continue;
    }
    if (atStart && /[a-zA-Z]/.test(char)) {
      const [name, end] = readIdentifier(selector, i);
      // A namespace prefix (`svg|a`) says more than a name: judged as no name.
      if (selector[end] !== "|") names.elements.push(name.toLowerCase());
      i = end - 1;
    }
  }
  return names;
}

function matchingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = skipString(text, i);
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  return text.length;
}

/** A CSS identifier starting at `start`, unescaped, and where it ends. */
function readIdentifier(text: string, start: number): [string, number] {
  let name = "";
  let i = start;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? "";
        i += 2;
      }
      continue;
    }
    if (!/[\w-]/.test(char) && char.charCodeAt(0) < 0x80) break;
    name += char;
    i++;
  }
  return [name, i];
}

type Item = { prelude: string; body: string | null; end: number };

/** The next rule or statement from `start`: its prelude and block (null for a statement). */
function nextItem(css: string, start: number): Item | null {
  let i = start;
  while (i < css.length) {
    const char = css[i]!;
    if (char === "/" && css[i + 1] === "*") {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? css.length : close + 2;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(css, i) + 1;
      continue;
    }
    if (char === "\\") {
      i += 2;
      continue;
    }
    if (char === ";")
      return { prelude: withoutComments(css.slice(start, i)), body: null, end: i + 1 };
    if (char === "{") {
      const close = matchingBrace(css, i);
      return {
        prelude: withoutComments(css.slice(start, i)),
        body: css.slice(i + 1, close),
        end: close + 1,
      };
    }
    if (char === "}") return null;
    i++;
  }
  const rest = withoutComments(css.slice(start)).trim();
  return rest ? { prelude: rest, body: null, end: css.length } : null;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i]!;
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = skipString(css, i);
    else if (char === "/" && css[i + 1] === "*") {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** The index of the quote that ends the string opened at `open`. */
function skipString(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = skipString(text, i);
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "");
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|lt|gt|apos);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower === "amp") return "&";
    if (lower === "quot") return '"';
    if (lower === "lt") return "<";
    if (lower === "gt") return ">";
    if (lower === "apos") return "'";
    const point = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1));
    return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}
