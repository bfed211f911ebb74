import { describe, expect, it } from "vitest";
import { cspHash, contentSecurityPolicy } from "../app/lib/security-headers.server";
import { deferredStarter } from "../app/lib/deferred-hydration.server";
import { hashedPage } from "./hashed-policy";
import { unauthorizedInline } from "../tests/support/inline-policy";

// The page cache's rewrite of a rendered page into one for every visitor (docs/decisions/106).
const nonce = "q2b7c1ZKcm9uZ1Jhbmpvbg==";
const css = "body{color:#fff}";
const policy = contentSecurityPolicy(
  { scripts: [`'nonce-${nonce}'`], styles: [cspHash(css)] },
  "/api/csp-report",
);
const code = `import("/assets/entry.client-1.js");`;
const page = [
  `<!DOCTYPE html><html><head><link nonce="${nonce}" rel="icon" href="/favicon.ico"/>`,
  `<style id="site-css">${css}</style></head><body>`,
  `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
  `<script type="application/ld+json">{"name":"Nordic \\u003c/script>"}</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">${deferredStarter(code, ["/a.js"])}</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`,
  `</body></html>`,
].join("");

describe("hashedPage", () => {
  it("takes the nonce out and names each element that carried it by hash", () => {
    const hashed = hashedPage(page, policy, nonce)!;
    expect(hashed.html).not.toContain(nonce);
    expect(hashed.html).toBe(page.replaceAll(` nonce="${nonce}"`, ""));
    expect(hashed.policy).not.toContain("nonce");
    expect(unauthorizedInline(hashed.html, hashed.policy)).toEqual([]);
    const scriptSrc = hashed.policy.split("; ").find((d) => d.startsWith("script-src"))!;
    // Three scripts and the code the starter runs; not the JSON-LD, which carried no nonce.
    expect(scriptSrc.split(" ")).toHaveLength(2 + 4);
    expect(scriptSrc).toContain(cspHash(code));
    expect(scriptSrc).toContain(cspHash("window.__reactRouterContext = {};"));
    // The stylesheet's hash stays; the rest of the policy is as it was.
    expect(hashed.policy).toContain(`style-src 'self' ${cspHash(css)}`);
    expect(hashed.policy.replace(/script-src [^;]*/, "")).toBe(
      policy.replace(/script-src [^;]*/, ""),
    );
    // The same page gives the same policy: nothing per call.
    expect(hashedPage(page, policy, nonce)).toEqual(hashed);
  });

  it("never names a script that did not carry the nonce", () => {
    const injected = `<script>alert(document.cookie)</script>`;
    const withInjected = page.replace("</body>", `${injected}</body>`);
    const hashed = hashedPage(withInjected, policy, nonce)!;
    expect(hashed.policy).not.toContain(cspHash("alert(document.cookie)"));
    expect(unauthorizedInline(hashed.html, hashed.policy)).toEqual([injected]);
    // Nor one that copied another nonce, or the nonce in another spelling.
    for (const other of [`<script nonce="x${nonce}">evil()</script>`]) {
      const answer = hashedPage(page.replace("</body>", `${other}</body>`), policy, nonce);
      expect(answer?.policy ?? "").not.toContain(cspHash("evil()"));
    }
  });

  it("gives up where the nonce is anywhere else or the policy uses it elsewhere", () => {
    expect(hashedPage(`${page}<p>${nonce}</p>`, policy, nonce)).toBeNull();
    expect(hashedPage(page, `${policy}; img-src 'nonce-${nonce}'`, nonce)).toBeNull();
    // A "nonce" that is not one (it would be read as a pattern or an attribute).
    expect(hashedPage(page, policy, `" onload="x`)).toBeNull();
  });
});
