import { cspHash } from "../app/lib/security-headers.server.ts";
import { starterCode } from "../app/lib/deferred-hydration.server.ts";

/**
 * A rendered page made the same for every visitor (docs/decisions/106): the elements that carry
 * the response's nonce (React Router's inline scripts, the starter of decision 074, the links
 * React marks too) lose it, and the policy names their texts' hashes where it named the nonce.
 * Only what the app itself marked is authorized: an element someone smuggled into the page
 * never carried the nonce, so its hash is never listed.
 */
export type HashedPage = { html: string; policy: string };

/** `<script …>text</script>` and `<style …>text</style>`, as an HTML parser ends them. */
const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/** The page without the nonce and its policy with hashes, or null where that cannot be done. */
export function hashedPage(html: string, policy: string, nonce: string): HashedPage | null {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) return null;
  const attribute = ` nonce="${nonce}"`;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, name, attributes, text] of html.matchAll(inlineElement)) {
    if (!attributes!.includes(attribute)) continue;
    if (name!.toLowerCase() === "style") {
      styles.push(cspHash(text!));
      continue;
    }
    if (/\bsrc=/i.test(attributes!)) continue;
    scripts.push(cspHash(text!));
    // The starter runs React Router's original code as an inline module script of its own.
    const code = starterCode(text!);
    if (code !== null) scripts.push(cspHash(code));
  }
  const stripped = html.replaceAll(attribute, "");
  // The nonce anywhere else (an attribute written differently, a script that reads it) would
  // be another visitor's: such a page is not shared.
  if (stripped.includes(nonce)) return null;

  const token = `'nonce-${nonce}'`;
  const directives: string[] = [];
  for (const directive of policy.split(";").map((part) => part.trim())) {
    if (!directive.includes(token)) {
      directives.push(directive);
      continue;
    }
    const name = directive.split(/\s+/)[0]!.toLowerCase();
    const hashes =
      name === "script-src" || name === "script-src-elem"
        ? scripts
        : name === "style-src" || name === "style-src-elem"
          ? styles
          : null;
    if (hashes === null) return null;
    const sources = directive.split(/\s+/).filter((source) => source !== token);
    directives.push([...new Set([...sources, ...hashes])].join(" "));
  }
  const hashedPolicy = directives.join("; ");
  if (hashedPolicy.includes(nonce)) return null;
  return { html: stripped, policy: hashedPolicy };
}
