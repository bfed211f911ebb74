import { createHash } from "node:crypto";

/**
 * What of a page's inline code its Content-Security-Policy would block (docs/decisions/106):
 * every executable inline script and every <style> must be named by the policy, by a nonce its
 * element carries or by the hash of its text, and the starter of docs/decisions/074 also needs
 * the code it will run as a script of its own. Style attributes are never allowed. Returns a
 * description of each element that is not authorized (empty: all are), or the policy's flaw.
 */
export function unauthorizedInline(html: string, policy: string): string[] {
  const sources = (name: string) =>
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.slice(1) ?? [];
  const scriptSources = sources("script-src");
  const styleSources = sources("style-src");
  const problems: string[] = [];
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"])
    if ([...scriptSources, ...styleSources].includes(unsafe)) problems.push(`policy: ${unsafe}`);

  const hash = (text: string) =>
    `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const allowed = (allowedSources: string[], attributes: string, text: string) => {
    const nonce = /\snonce="([^"]*)"/.exec(attributes)?.[1];
    return (
      (nonce !== undefined && allowedSources.includes(`'nonce-${nonce}'`)) ||
      allowedSources.includes(hash(text))
    );
  };
  for (const [element, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    // Data blocks (JSON, JSON-LD) are never run.
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    if (!allowed(scriptSources, attributes, text)) problems.push(element.slice(0, 120));
    const code = /^\{const c=("(?:[^"\\]|\\.)*"),m=\[/.exec(text)?.[1];
    if (code !== undefined && !allowed(scriptSources, attributes, JSON.parse(code) as string))
      problems.push(`the starter's code: ${element.slice(0, 100)}`);
  }
  for (const [element, attributes = "", text = ""] of html.matchAll(
    /<style\b([^>]*)>([\s\S]*?)<\/style>/g,
  )) {
    if (!allowed(styleSources, attributes, text)) problems.push(element.slice(0, 120));
  }
  for (const [attribute] of html.matchAll(/<[a-z][^>]*\sstyle="[^"]*"/g))
    problems.push(attribute.slice(0, 120));
  return problems;
}
