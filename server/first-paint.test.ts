import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { createRequire } from "node:module";
import { cspHash } from "~/lib/security-headers.server";
import { insertedCss } from "~/lib/runtime-styles.server";
import { withoutFontFaces } from "~/lib/css-subset.server";
import { allResources } from "~/i18n/resources.server";
import { startServer, type RunningServer } from "./test-server";
import { unauthorizedInline } from "../tests/support/inline-policy";

// What the first paint of a page waits for (docs/decisions/066) and the forms whose code loads on
// demand (067), checked on the built site's documents.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string) => {
  const response = await fetch(server.url + path, { headers: { "accept-language": "sv" } });
  expect(response.status).toBe(200);
  return response.text();
};
const head = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("the first paint", () => {
  it("needs no stylesheet request: the site's CSS is in the document's head", async () => {
    for (const path of ["/", "/en/testimonials", "/fi/portfolio"]) {
      const html = head(await page(path));
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const css = /<style id="site-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      // The build's stylesheet: the theme, the web font's face and the utilities.
      expect(css.length, path).toBeGreaterThan(10_000);
      expect(css).toContain("@font-face");
      expect(css).toContain(".container-page");
    }
  });

  it("a stored page carries its own rules; the file linked once painted has the rest, no faces", async () => {
    // Requests without a test clock are answered from the page cache (docs/decisions/108).
    const html = head(await page("/en/shop"));
    const element = /<style id="site-css" data-href="([^"]+)" data-subset="([^"]+)">/.exec(html);
    expect(element).not.toBeNull();
    const [, whole, later] = element!;
    const wholeCss = await (await fetch(server.url + whole)).text();
    const part = /<style id="site-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(part.length).toBeLessThan(wholeCss.length / 2);
    const response = await fetch(server.url + later);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/css");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const laterCss = await response.text();
    expect(wholeCss).toContain("@font-face");
    expect(laterCss).not.toContain("@font-face");
    expect(laterCss).toBe(withoutFontFaces(wholeCss));
  });

  it("asks for the home hero poster from the head with high priority, and for nothing else", async () => {
    const html = head(await page("/"));
    const preloads = [...html.matchAll(/<link[^>]+rel="(?:preload|modulepreload)"[^>]*>/g)].map(
      (m) => m[0],
    );
    // The font is not preloaded (docs/decisions/074): "optional" never swaps it in late.
    expect(preloads).toHaveLength(1);
    const hero = preloads[0]!;
    expect(hero).toContain('as="image"');
    expect(hero).toMatch(/fetchPriority="high"/i);
    expect(hero).toMatch(/imageSrcSet="[^"]*\/media\/generated\/hero-800\.avif 800w/i);
    expect(hero).toMatch(/imageSizes="100vw"/i);
    // The same candidates the <picture> offers, so the preload is the image it shows.
    expect(await page("/")).toMatch(/srcSet="\/media\/generated\/hero-480\.avif 480w/i);
  });

  it("names no below-the-fold image the browser would fetch before the first paint", async () => {
    // A video's poster is named once the film nears the viewport (docs/decisions/074).
    for (const path of ["/", "/portfolio", "/videos"]) {
      const films = await page(path);
      expect(films, path).toContain("<video");
      expect(films, path).not.toMatch(/<video[^>]* poster=/);
    }
    const html = await page("/");
    expect(html).not.toContain("intro-poster");
    for (const img of html.matchAll(/<img [^>]*>/g)) {
      if (img[0].includes("/media/generated/hero-")) continue;
      expect(img[0]).toContain('loading="lazy"');
    }
  });
});

describe("the page's scripts wait for its first paint (docs/decisions/074)", () => {
  for (const path of ["/", "/en/testimonials", "/fi/nyheter", "/finns-inte"]) {
    it(`${path}: no chunk is fetched while the page is parsed; a starter holds them`, async () => {
      const response = await fetch(server.url + path, { headers: { "accept-language": "sv" } });
      const html = await response.text();
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      const modules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(modules).toHaveLength(1);
      const [element, text] = [modules[0]![0], modules[0]![1]!];
      // The same element React Router rendered; the policy names it and the code it will run
      // (by the nonce it carries, or by hash in a page the cache keeps, docs/decisions/106).
      expect(element).toMatch(/^<script\b[^>]*type="module"/);
      expect(unauthorizedInline(html, policy)).toEqual([]);
      expect(text).not.toMatch(/^\s*import\b/m);
      // The original code, with the entry and the page's route module, runs once painted.
      expect(text).toMatch(/import\(\\"\/assets\/entry\.client-[\w-]+\.js\\"\)/);
      expect(text).toContain('addEventListener("load"');
      // Every chunk React Router would have preloaded is preloaded then, in parallel.
      const chunks = JSON.parse(/,m=(\[[^\]]*\]);/.exec(text)![1]!) as string[];
      expect(chunks.length).toBeGreaterThan(3);
      for (const chunk of chunks) {
        expect(chunk).toMatch(/^\/assets\/[\w.-]+\.js$/);
        expect((await fetch(server.url + chunk)).status, chunk).toBe(200);
      }
    });
  }
});

describe("the page's texts (docs/decisions/108)", () => {
  for (const path of ["/", "/en/shop", "/fi/portfolio"]) {
    it(`${path}: names its namespaces' modules, served and holding the language's texts`, async () => {
      const html = await page(path);
      const lang = /<html lang="(\w+)"/.exec(html)![1] as keyof typeof allResources;
      const element =
        /<script type="application\/json" id="i18n-namespaces">([^<]*)<\/script>/.exec(html);
      // Names only: the texts themselves come as cached modules, not in every page.
      expect(element![1]!.length).toBeLessThan(1_000);
      const { namespaces, modules } = JSON.parse(element![1]!) as {
        namespaces: Record<string, string>;
        modules: string[];
      };
      expect(Object.keys(namespaces)).toContain("common");
      expect(modules).toEqual([]);
      for (const [namespace, href] of Object.entries(namespaces)) {
        expect(href, namespace).toMatch(/^\/assets\/[\w-]+\.js$/);
        const response = await fetch(server.url + href);
        expect(response.headers.get("cache-control")).toContain("immutable");
        const source = await response.text();
        const module = (await import(
          `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`
        )) as { default: unknown };
        expect(module.default, `${lang}/${namespace}`).toEqual(
          allResources[lang][namespace as keyof (typeof allResources)[typeof lang]],
        );
      }
    });
  }
});

describe("forms whose code loads on demand", () => {
  it("are whole in the server's HTML, ready to post without scripts", async () => {
    const reviews = await page("/testimonials");
    const review = /<section id="omdome"[\s\S]*?<\/section>/.exec(reviews)?.[0] ?? "";
    expect(review).toMatch(/<form[^>]* action="\/testimonials" method="post">/);
    for (const field of ['name="name"', 'name="service"', 'name="rating"', 'name="feedback"'])
      expect(review).toContain(field);
    expect(review).toContain('name="intent" value="feedback"');

    const apply = await page("/freelancer");
    const application = /<section id="ansok"[\s\S]*?<\/section>/.exec(apply)?.[0] ?? "";
    expect(application).toMatch(/<form[^>]* action="\/freelancer" method="post">/);
    for (const field of ['name="email"', 'name="experience"', 'name="portfolio"', 'name="message"'])
      expect(application).toContain(field);
    // Rendered in the same pass, not streamed in later by a script (which needs JavaScript).
    expect(apply).not.toContain("$RC");
    expect(reviews).not.toContain("$RC");
  });
});

describe("styles a library adds in the browser (docs/decisions/106)", () => {
  it("names the toasts' stylesheet in every page's policy, as the client bundle has it", async () => {
    // Sonner writes its stylesheet into a <style> when its chunk loads; without
    // 'unsafe-inline' the policy must name that text's hash, read from sonner's module.
    const module = fs.readFileSync(createRequire(import.meta.url).resolve("sonner"), "utf8");
    const css = insertedCss(module);
    expect(css).toContain("[data-sonner-toaster]");
    const assets = "build/client/assets";
    const chunks = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(chunks.some((name) => fs.readFileSync(`${assets}/${name}`, "utf8").includes(css!))).toBe(
      true,
    );
    const asks: Record<string, string>[] = [{}, { "x-test-now": "2026-11-24T10:00:00+02:00" }];
    for (const headers of asks) {
      const response = await fetch(`${server.url}/en`, { headers });
      const styleSrc = (response.headers.get("content-security-policy") ?? "")
        .split(";")
        .find((directive) => directive.trim().startsWith("style-src"));
      expect(styleSrc).toContain(cspHash(css!));
    }
  });

  it("finds no stylesheet where a module has none", () => {
    expect(insertedCss("export const x = 1;")).toBeNull();
    expect(insertedCss('__insertCSS("a{color:red}\\n")')).toBe("a{color:red}\n");
  });
});
