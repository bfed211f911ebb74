import fs from "node:fs";
import { createRequire } from "node:module";
import { logger } from "./logger.server";
import { cspHash } from "./security-headers.server";

/**
 * Style elements a library adds in the browser, which the policy must name by hash now that
 * it allows no `'unsafe-inline'` styles (docs/decisions/106). Sonner (the toasts) writes its
 * stylesheet into a <style> when its module loads: the text is a JSON string in its
 * distribution (`__insertCSS("…")`), the same text the client bundle carries
 * (`server/first-paint.test.ts` checks that). Read once; an upgrade that changes the shape is
 * logged, and the toasts would then show unstyled with a reported violation.
 */
let hashes: string[] | undefined;

export function runtimeStyleHashes(): string[] {
  if (hashes) return hashes;
  hashes = [];
  try {
    const text = fs.readFileSync(createRequire(import.meta.url).resolve("sonner"), "utf8");
    const css = insertedCss(text);
    if (css === null) throw new Error('no __insertCSS("…") in sonner\'s module');
    // It appends the element empty and writes the text after: the browser checks both.
    hashes.push(cspHash(""), cspHash(css));
  } catch (error) {
    logger.warn("the toasts' stylesheet is not in the policy", { error });
  }
  return hashes;
}

/** The text of the first `__insertCSS("…")` call of a module, or null. */
export function insertedCss(moduleText: string): string | null {
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(moduleText)?.[1];
  return literal === undefined ? null : (JSON.parse(literal) as string);
}
