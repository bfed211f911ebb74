import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  createHydrationDeferral,
  deferredStarter,
  starterCode,
  hydrationDeferralStream,
} from "./deferred-hydration.server";

// The shape React Router's <Scripts> gives a document (links hoisted into the head by React).
const code = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterRouteModules = {"root":route0,"sv:/":route1};

import("/assets/entry.client-3.js");`;
const documentHtml = [
  `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>`,
  `<link rel="preload" as="image" href="/media/hero.avif" fetchPriority="high"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="NONCE"/>`,
  `<link rel="modulepreload" href="/assets/shared-4.js" nonce="NONCE"/>`,
  `<style id="site-css">a{color:red}</style></head><body><main><p>Hej &lt;link rel="modulepreload"&gt;</p></main>`,
  `<script type="application/json" id="i18n-namespaces">{"sv":{"x":"\\u003cb>"}}</script>`,
  `<script nonce="NONCE">window.__reactRouterContext = {};</script>`,
  `<script nonce="NONCE" type="module" async="">${code}</script>`,
  `<script nonce="NONCE">window.__reactRouterContext.streamController.close();</script>`,
  `</body></html>`,
].join("");

function rewrite(chunks: string[]): string {
  const deferral = createHydrationDeferral();
  return chunks.map((chunk) => deferral.push(chunk)).join("") + deferral.end();
}

describe("deferring the page's scripts until its first paint", () => {
  const whole = rewrite([documentHtml]);

  it("takes the modulepreload links out of the head and keeps everything else", () => {
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).toContain('<link rel="preload" as="image" href="/media/hero.avif"');
    expect(whole).toContain(
      '<style id="site-css">a{color:red}</style></head><body><main><p>Hej &lt;link',
    );
    expect(whole).toContain(`<script nonce="NONCE">window.__reactRouterContext = {};</script>`);
    expect(whole).toContain("streamController.close();</script></body></html>");
  });

  it("keeps the module script's element and puts a starter holding the original code in it", () => {
    const script = /<script nonce="NONCE" type="module" async="">([\s\S]*?)<\/script>/.exec(whole);
    expect(script).not.toBeNull();
    const text = script![1]!;
    // No static import is left to fetch anything while the page is parsed.
    expect(text).not.toMatch(/^\s*import\b/m);
    expect(text).toBe(deferredStarter(code, ["/assets/entry.client-3.js", "/assets/shared-4.js"]));
  });

  it("gives the same document however the HTML is cut into chunks", () => {
    for (let at = 1; at < documentHtml.length; at++)
      expect(rewrite([documentHtml.slice(0, at), documentHtml.slice(at)]), `cut at ${at}`).toBe(
        whole,
      );
    // And one character at a time.
    expect(rewrite([...documentHtml])).toBe(whole);
  });

  it("streams bytes, multi-byte characters cut between chunks included", async () => {
    const html = documentHtml.replace("Hej", "Hej på dig, ystävä — Åbo");
    const bytes = Buffer.from(html);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    let finals = 0;
    const out = await Readable.from(chunks)
      .pipe(hydrationDeferralStream({ onFinal: () => finals++ }))
      .toArray();
    expect(Buffer.concat(out).toString()).toBe(rewrite([html]));
    expect(finals).toBe(1);
  });

  it("leaves a document without React Router's scripts as it was", () => {
    const plain =
      "<!DOCTYPE html><html><head><title>x</title></head><body><p>a < b</p></body></html>";
    expect(rewrite([plain])).toBe(plain);
  });
});

describe("the starter in the browser", () => {
  // A minimal window: records what the starter adds to the document and the listeners it sets.
  function fakeWindow(
    readyState: "loading" | "complete",
    nonce: string | null = "NONCE",
    subsetOf: string | null = null,
    namespaces: string | null = null,
  ) {
    const added: { tag: string; props: Record<string, unknown> }[] = [];
    const listeners = new Map<string, () => void>();
    const frames: (() => void)[] = [];
    let observing = 0;
    const element = (tag: string) => {
      const props: Record<string, unknown> = {};
      added.push({ tag, props });
      return props;
    };
    const document = {
      readyState,
      hidden: false,
      createElement: element,
      head: { append: () => {} },
      body: { append: () => {} },
      // A page the signed-out cache keeps has no nonce (docs/decisions/106).
      querySelector: (selector: string) => {
        if (selector === "script[nonce]")
          return nonce === null ? null : { nonce, getAttribute: () => "" };
        // A stored page's part of the stylesheet (docs/decisions/108).
        if (selector === "style[data-subset]")
          return subsetOf === null
            ? null
            : { dataset: { href: "/assets/app-1.css", subset: subsetOf } };
        throw new Error(`unexpected selector ${selector}`);
      },
      // The page's namespaces and their texts' modules (docs/decisions/108).
      getElementById: (id: string) => {
        expect(id).toBe("i18n-namespaces");
        return namespaces === null ? null : { textContent: namespaces };
      },
      documentElement: {},
    };
    // Its first answer comes after the next painted frame: `frames` holds those still to come.
    class IntersectionObserver {
      readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe(target: unknown) {
        expect(target).toBe(document.documentElement);
        observing++;
        frames.push(() => {
          if (observing) this.callback();
        });
      }
      disconnect() {
        observing--;
      }
    }
    const run = () =>
      new Function(
        "document",
        "addEventListener",
        "IntersectionObserver",
        deferredStarter(code, ["/assets/a.js", "/assets/b.js"]),
      )(
        document,
        (type: string, listener: () => void) => listeners.set(type, listener),
        IntersectionObserver,
      );
    return { run, added, listeners, frames, observing: () => observing };
  }

  it("does nothing until the page has loaded and painted a frame, then loads the chunks and runs the code", () => {
    const win = fakeWindow("loading");
    win.run();
    expect(win.added).toEqual([]);
    win.listeners.get("load")!();
    expect(win.added).toEqual([]);
    win.frames.shift()!();
    expect(win.observing()).toBe(0);
    expect(win.added.map((e) => [e.tag, e.props.rel, e.props.href])).toEqual([
      ["link", "modulepreload", "/assets/a.js"],
      ["link", "modulepreload", "/assets/b.js"],
      ["script", undefined, undefined],
    ]);
    expect(win.added[2]!.props).toEqual({ type: "module", nonce: "NONCE", text: code });
  });

  it("starts at once when the visitor touches, types or focuses first, and only once", () => {
    const win = fakeWindow("loading");
    win.run();
    win.listeners.get("pointerdown")!();
    expect(win.added).toHaveLength(3);
    win.listeners.get("keydown")!();
    win.listeners.get("load")!();
    win.frames.shift()?.();
    expect(win.added).toHaveLength(3);
  });

  it("runs the code without a nonce in a page that has none, where its hash is named", () => {
    const win = fakeWindow("complete", null);
    win.run();
    win.frames.shift()!();
    expect(win.added[2]!.props).toEqual({ type: "module", text: code });
    const starter = deferredStarter(code, ["/assets/a.js"]);
    expect(starterCode(starter)).toBe(code);
    expect(starterCode(`window.__reactRouterContext = {};`)).toBeNull();
  });

  it("links the whole stylesheet first where the page carries only its part of it, and runs the code once it is here", () => {
    for (const settle of ["onload", "onerror"] as const) {
      const win = fakeWindow("complete", null, "/assets/app-1.later.css");
      win.run();
      expect(win.added).toEqual([]);
      win.frames.shift()!();
      // The modules are fetched meanwhile; the code waits for the stylesheet, loaded or failed.
      expect(win.added.map((e) => [e.tag, e.props.rel, e.props.href])).toEqual([
        ["link", "stylesheet", "/assets/app-1.later.css"],
        ["link", "modulepreload", "/assets/a.js"],
        ["link", "modulepreload", "/assets/b.js"],
      ]);
      const link = win.added[0]!.props as Record<typeof settle, () => void>;
      link[settle]();
      expect(win.added.map((e) => e.tag)).toEqual(["link", "link", "link", "script"]);
      expect(win.added[3]!.props).toEqual({ type: "module", text: code });
    }
  });

  it("waits only for a frame when the page has loaded already", () => {
    const win = fakeWindow("complete");
    win.run();
    expect(win.listeners.has("load")).toBe(false);
    expect(win.added).toEqual([]);
    win.frames.shift()!();
    expect(win.added).toHaveLength(3);
  });
  it("preloads the modules of the page's texts beside the others, the entry hydrates once they are here", () => {
    const win = fakeWindow(
      "complete",
      null,
      null,
      JSON.stringify({
        namespaces: { common: "/assets/common-1.js", home: "", x: 7, api: "/assets/api-2.js" },
        modules: ["/assets/table-3.js"],
      }),
    );
    win.run();
    win.frames.shift()!();
    expect(win.added.map((e) => [e.tag, e.props.rel, e.props.href])).toEqual([
      ["link", "modulepreload", "/assets/a.js"],
      ["link", "modulepreload", "/assets/b.js"],
      ["link", "modulepreload", "/assets/table-3.js"],
      ["link", "modulepreload", "/assets/common-1.js"],
      ["link", "modulepreload", "/assets/api-2.js"],
      ["script", undefined, undefined],
    ]);
  });

  it("runs the code whatever the namespaces' element holds", () => {
    for (const text of ["", "not json", "[1,2]", "null", '{"namespaces":7}', '{"modules":{}}']) {
      const win = fakeWindow("complete", null, null, text);
      win.run();
      win.frames.shift()!();
      expect(
        win.added.map((e) => e.tag),
        text,
      ).toEqual(["link", "link", "script"]);
    }
  });
});
