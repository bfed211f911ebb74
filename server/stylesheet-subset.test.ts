import { describe, expect, it } from "vitest";
import { cspHash, contentSecurityPolicy } from "../app/lib/security-headers.server";
import { withStylesheetSubset } from "./stylesheet-subset";
import { unauthorizedInline } from "../tests/support/inline-policy";

// A stored page carries only its part of the stylesheet, named by its own hash (decision 108).
const css = "@layer base{*{margin:0}}.used{color:red}.unused{color:blue}.x>.used{color:green}";
const policyFor = (styles: string[]) =>
  contentSecurityPolicy({ scripts: ["'sha256-abc'"], styles }, "/api/csp-report");
const page = (text = css) =>
  `<html><head><style id="site-css" data-href="/assets/app-1.css">${text}</style></head>` +
  `<body><p class="used">Hej</p><p>&lt;b class=&quot;unused&quot;&gt;</p></body></html>`;

describe("withStylesheetSubset", () => {
  it("keeps the rules the page's elements may use, marks it, and names its hash instead", () => {
    const policy = policyFor([cspHash(css), "'sha256-toasts'"]);
    const out = withStylesheetSubset({ html: page(), policy });
    const subset = "@layer base{*{margin:0}}.used{color:red}";
    expect(out.html).toContain(
      `<style id="site-css" data-href="/assets/app-1.css" data-subset="/assets/app-1.later.css">${subset}</style>`,
    );
    expect(out.policy).toBe(policyFor([cspHash(subset), "'sha256-toasts'"]));
    expect(out.policy).not.toContain(cspHash(css));
    expect(unauthorizedInline(out.html, out.policy)).toEqual([]);
    // A visitor's text that looks like markup (escaped as React writes it) keeps nothing; were
    // it taken for a class, it could only keep more of the site's own rules.
    expect(out.html).not.toContain(".unused");
  });

  it("leaves a page alone whose stylesheet the policy did not authorize", () => {
    const injected = { html: page(), policy: policyFor(["'sha256-toasts'"]) };
    expect(withStylesheetSubset(injected)).toBe(injected);
  });

  it("leaves a page alone that has no such element, or needs the whole stylesheet", () => {
    const plain = { html: "<html><head></head><body></body></html>", policy: policyFor([]) };
    expect(withStylesheetSubset(plain)).toBe(plain);
    const all = page("*{margin:0}.used{color:red}");
    const whole = { html: all, policy: policyFor([cspHash("*{margin:0}.used{color:red}")]) };
    expect(withStylesheetSubset(whole)).toBe(whole);
  });

  it("cuts the same page again the same way (from its memo)", () => {
    const policy = policyFor([cspHash(css)]);
    const first = withStylesheetSubset({ html: page(), policy });
    expect(withStylesheetSubset({ html: page(), policy })).toEqual(first);
  });
});
