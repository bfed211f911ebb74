import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { containsMarkup } from "~/lib/markup";
import { findXss, urlAttributeNames, xssPayloads } from "../support/xss-payloads";
import { e2eDataDir, expect } from "./fixtures";

// What tests/e2e/xss.spec.ts watches in Chromium while the XSS corpus is shown back
// (docs/decisions/072): dialogs, the page's own CSP violation events, elements a payload could
// have put into the page, and the reports the browser sent to the server.

/** The payloads plain-text fields accept (no tag in them); the forms refuse the others. */
export const textPayloads = xssPayloads.filter((payload) => !containsMarkup(payload));
/** The payloads with a tag: refused by every plain-text field, taken by the chat and articles. */
export const markupPayloads = xssPayloads.filter((payload) => containsMarkup(payload));

/** Single-line forms of the payloads, for names. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The items in as few groups as fit in `max` characters each, joined by `separator`. */
export function pack(items: readonly string[], max: number, separator = "\n"): string[] {
  const groups: string[] = [];
  let current = "";
  for (const item of items) {
    if (item.length > max) throw new Error(`longer than ${max}: ${item}`);
    const next = current ? current + separator + item : item;
    if (next.length > max) {
      groups.push(current);
      current = item;
    } else current = next;
  }
  if (current) groups.push(current);
  return groups;
}

export type Guard = {
  dialogs: string[];
  violations: string[];
  /** The documents the page opened, to find the server's reports about them. */
  documents: Set<string>;
};

/**
 * Records every dialog (dismissed, so a payload that ran cannot hang the page) and every
 * `securitypolicyviolation` event of every document the page opens.
 */
export async function watch(page: Page): Promise<Guard> {
  const guard: Guard = { dialogs: [], violations: [], documents: new Set() };
  await page.exposeFunction("__xssGuardViolation", (text: string) => guard.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __xssGuardViolation: (text: string) => void })
          .__xssGuardViolation;
        void report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
      },
      true,
    );
  });
  page.on("dialog", (dialog) => {
    guard.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) guard.documents.add(frame.url().split("#")[0]!);
  });
  return guard;
}

/**
 * Anything in the whole document that a payload could have made: an event-handler attribute
 * (React never writes one), a script URL, an element the site never uses, a script without the
 * document's nonce, a refresh. Read in the page, after scripts ran.
 */
export function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate((urlAttributeNames) => {
    const foreignTags = new Set([
      "iframe",
      "frame",
      "frameset",
      "object",
      "embed",
      "applet",
      "base",
      "math",
      "isindex",
      "marquee",
      "keygen",
      "x",
    ]);
    // Passed in: the function runs in the page, where module constants do not exist.
    const urlAttributes = new Set(urlAttributeNames);
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      const tag = element.localName;
      if (foreignTags.has(tag)) found.push(`<${tag}>`);
      // A payload's script: no nonce, and the corpus's calls or host in it (structured data
      // holds the texts as JSON, which never runs).
      if (
        element instanceof HTMLScriptElement &&
        !element.nonce &&
        !/json/.test(element.type) &&
        /alert\(|msgbox\(|xss\.example/.test(element.src + element.text)
      )
        found.push(`<script>: ${element.outerHTML.slice(0, 80)}`);
      if (element instanceof HTMLMetaElement && element.httpEquiv.toLowerCase() === "refresh")
        found.push("<meta refresh>");
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith("on")) found.push(`${tag}[${name}]`);
        if (name === "srcdoc") found.push(`${tag}[srcdoc]`);
        const compact = value.replace(/[\s\p{Cc}]+/gu, "").toLowerCase();
        if (
          urlAttributes.has(name) &&
          (/(^|,)(javascript|vbscript):/.test(compact) || /^data:text\/html/.test(compact))
        )
          found.push(`${tag}[${name}=${value.slice(0, 40)}]`);
        if (/xss\.example/.test(value)) found.push(`${tag}[${name}=${value.slice(0, 40)}]`);
      }
    }
    return found;
  }, urlAttributeNames);
}

const normalize = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * Each payload is on the page as text: the innermost elements whose text holds it are found,
 * and their HTML holds nothing that could run (findXss). Returns the payloads not found.
 */
export async function missingAsText(page: Page, payloads: readonly string[]): Promise<string[]> {
  const holders = await page.evaluate((wanted) => {
    const normal = (value: string) => value.replace(/\s+/g, " ").trim();
    // What the page shows: without the data its scripts carry (the loader data holds the
    // same texts), its style sheets and its own icons (lucide's, beside many texts).
    const shown = document.body.cloneNode(true) as HTMLElement;
    const ours = 'script, style, template, svg.lucide[aria-hidden="true"]';
    for (const hidden of Array.from(shown.querySelectorAll(ours))) hidden.remove();
    const elements = Array.from(shown.querySelectorAll("*"));
    const texts = elements.map((element) => normal(element.textContent ?? ""));
    return wanted.map((payload) => {
      const holding = elements.filter((_, index) => texts[index]!.includes(payload));
      const innermost = holding.filter(
        (element) => !holding.some((other) => other !== element && element.contains(other)),
      );
      return innermost.map((element) => element.innerHTML);
    });
  }, payloads.map(normalize));
  const missing: string[] = [];
  holders.forEach((htmls, index) => {
    if (htmls.length === 0) missing.push(payloads[index]!);
    for (const html of htmls) expect(findXss(html), `around ${payloads[index]}`).toEqual([]);
  });
  return missing;
}

/** Opens a page and checks it: every payload shown as text, nothing injected. */
export async function expectShownAsText(page: Page, url: string, payloads: readonly string[]) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await missingAsText(page, payloads), `payloads not shown as text on ${url}`).toEqual([]);
  expect(await injectedElements(page), `injected into ${url}`).toEqual([]);
}

/** The CSP violations the server received (CSP_REPORT_FILE of playwright.config.ts). */
export function serverCspReports(): { document: string; directive: string; blocked: string }[] {
  const file = path.join(e2eDataDir(), "csp-reports.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { document: string; directive: string; blocked: string });
}
