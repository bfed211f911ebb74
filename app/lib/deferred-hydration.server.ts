import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { usedNamespacesElementId } from "./hydration-inputs.ts";

/**
 * The page's JavaScript waits until the page has painted its largest content
 * (docs/decisions/074). React Router's <Scripts> writes a <link rel="modulepreload"> for every
 * chunk (React hoists them into the head, where the browser's preload scanner fetches them at
 * once) and an inline module script whose static imports fetch the same chunks as soon as it is
 * parsed: on a phone they share the first round trips with the document, the font and the hero
 * image, and delay the first paint and the LCP. This rewrites the document as it streams:
 *
 * - the modulepreload links leave the head (their addresses are kept);
 * - where the page carries only part of the stylesheet (docs/decisions/108), the starter links
 *   the whole (`data-subset` names it) first, for what the scripts will show, and runs the code
 *   once it has loaded (or failed): the modules are fetched meanwhile, and nothing the page
 *   shows once hydrated (the chat button, a toast, a menu) is drawn without its rules;
 * - the modules of the page's texts (the namespaces' element names them, and what finds them)
 *   are preloaded with the others: the entry hydrates once they are here;
 * - the module script keeps its element (same attributes and nonce, so React hydrates it as it
 *   is) but its text becomes a small starter holding the original code: after the `load` event
 *   and one painted frame, or at once on the visitor's first touch, key or focus, it adds the
 *   modulepreload links (all chunks in parallel) and runs the original code as a module script
 *   with this document's nonce, or, in a page the signed-out cache keeps, none: its policy names
 *   the code's hash instead (docs/decisions/106, `starterCode`).
 *
 * Everything else passes through unchanged; a tag split across chunks is held back until whole.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const moduleScriptOpen = /<script\b[^>]*\btype="module"[^>]*>/;
const scriptClose = "</script>";
const headClose = "</head>";

/** The starter that replaces the module script's text; `code` is React Router's original text. */
export function deferredStarter(code: string, modules: string[]): string {
  // JSON is valid JavaScript; "<" is escaped so the text can never close the script element.
  // "A painted frame": an IntersectionObserver's first answer comes in a task after the
  // rendering update that computed it, so after that frame's paint. (requestAnimationFrame with
  // setTimeout would do the same, but a page whose clock is paused, as in the end-to-end tests
  // that control time, would then never hydrate.)
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `{const c=${literal(code)},m=${literal(modules)};let s=0;const go=()=>{if(s)return;s=1;const run=()=>{const e=document.createElement("script");e.type="module";const n=document.querySelector("script[nonce]");if(n)e.nonce=n.nonce||n.getAttribute("nonce");e.text=c;document.body.append(e)};const r=document.querySelector("style[data-subset]");let l;if(r){l=document.createElement("link");l.rel="stylesheet";l.href=r.dataset.subset;l.onload=l.onerror=run;document.head.append(l)}const x=document.getElementById(${literal(usedNamespacesElementId)});if(x)try{const p=JSON.parse(x.textContent);for(const h of[...p.modules,...Object.values(p.namespaces)])if(h&&typeof h==="string")m.push(h)}catch(_){}for(const h of m){const k=document.createElement("link");k.rel="modulepreload";k.href=h;document.head.append(k)}if(!l)run()};for(const t of["pointerdown","keydown","focusin"])addEventListener(t,go,{once:true,capture:true,passive:true});const painted=()=>{if(document.hidden)return go();const o=new IntersectionObserver(()=>{o.disconnect();go()});o.observe(document.documentElement)};document.readyState==="complete"?painted():addEventListener("load",painted,{once:true})}`;
}

/**
 * The original code a starter (the text of `deferredStarter`) will run as an inline module
 * script, or null when the text is not a starter: the page cache names its hash in the policy.
 */
export function starterCode(text: string): string | null {
  const literal = /^\{const c=("(?:[^"\\]|\\.)*"),m=\[/.exec(text)?.[1];
  return literal === undefined ? null : (JSON.parse(literal) as string);
}

/** The rewrite as a function of text chunks, for the stream below and for tests. */
export function createHydrationDeferral() {
  let pending = "";
  let inHead = true;
  let done = false;
  const modules: string[] = [];

  function take(final: boolean): string {
    let text = pending;
    pending = "";
    let out = "";
    while (!done && text) {
      if (inHead) {
        const end = text.indexOf(headClose);
        const part = end < 0 ? text : text.slice(0, end + headClose.length);
        const rest = end < 0 ? "" : text.slice(end + headClose.length);
        // A link cut in two waits for its other half.
        const cut = end < 0 && !final ? unfinishedTag(part) : part.length;
        out += part.slice(0, cut).replace(modulePreload, (_, href: string) => {
          modules.push(href);
          return "";
        });
        if (cut < part.length) {
          pending = part.slice(cut);
          return out;
        }
        text = rest;
        if (end >= 0) inHead = false;
        continue;
      }
      const open = moduleScriptOpen.exec(text);
      if (!open) {
        const cut = final ? text.length : unfinishedTag(text);
        out += text.slice(0, cut);
        pending = text.slice(cut);
        return out;
      }
      const bodyStart = open.index + open[0].length;
      const close = text.indexOf(scriptClose, bodyStart);
      if (close < 0) {
        if (final) return out + text;
        out += text.slice(0, open.index);
        pending = text.slice(open.index);
        return out;
      }
      out += text.slice(0, bodyStart) + deferredStarter(text.slice(bodyStart, close), modules);
      text = text.slice(close);
      done = true;
    }
    return out + text;
  }

  return {
    push(chunk: string): string {
      pending += chunk;
      return take(false);
    },
    end(): string {
      return take(true);
    },
  };
}

/** Where a tag that has begun but not ended starts (its "<"), else the text's length. */
function unfinishedTag(text: string): number {
  const lt = text.lastIndexOf("<");
  return lt >= 0 && text.indexOf(">", lt) < 0 ? lt : text.length;
}

/** The rewrite as a stream between React's HTML and the response. */
export function hydrationDeferralStream(options: { onFinal?: () => void } = {}): Transform {
  const deferral = createHydrationDeferral();
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      const out = deferral.push(text);
      callback(null, out ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      const out = deferral.push(decoder.end()) + deferral.end();
      options.onFinal?.();
      callback(null, out ? Buffer.from(out) : undefined);
    },
  });
}
