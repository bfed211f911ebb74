import fs from "node:fs";
import zlib from "node:zlib";
import { acceptLanguageOf, sitemapPaths, startBuiltServer } from "./bench-server.ts";

// What a first visit's document weighs, per sitemap page (docs/decisions/108): the HTML raw, as
// gzip -9 and as brotli 11 (what the page cache stores), and its parts: the inlined stylesheet,
// the page's texts, React Router's hydration data and the rest (the markup). Deterministic:
// sizes, not timings, so it can run on a loaded machine. `node scripts/page-sizes.ts [path…]`;
// the figures are also written to reports/page-sizes.json.

const port = Number(process.env.BENCH_PORT ?? 3118);
const { origin, stop } = await startBuiltServer(port);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
const brotli = (text: string) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** The text of every element the pattern matches, summed. */
const partBytes = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);

try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await sitemapPaths(origin);
  const rows = [];
  for (const path of pages) {
    const headers = { "accept-language": acceptLanguageOf(path) };
    // The second request is answered from the page cache: the bytes every visitor gets.
    await fetch(origin + path, { headers });
    const html = await (await fetch(origin + path, { headers })).text();
    const css = partBytes(html, /<style\b[^>]*>[\s\S]*?<\/style>/g);
    const texts = partBytes(html, /<script[^>]*id="i18n-namespaces"[^>]*>[\s\S]*?<\/script>/g);
    const hydration = partBytes(
      html,
      /<script\b(?![^>]*type="(?:module|application\/(?:ld\+)?json)")[^>]*>[\s\S]*?<\/script>/g,
    );
    const raw = Buffer.byteLength(html);
    rows.push({
      path,
      raw,
      gzip: gzip(html),
      brotli: brotli(html),
      css,
      texts,
      hydration,
      markup: raw - css - texts - hydration,
    });
  }
  console.info(
    "page".padEnd(58) +
      ["raw", "gzip", "br", "css", "texts", "hydr.", "markup"].map((h) => h.padStart(7)).join(""),
  );
  for (const row of rows) {
    const cells = [
      row.raw,
      row.gzip,
      row.brotli,
      row.css,
      row.texts,
      row.hydration,
      row.markup,
    ].map((n) => kb(n).padStart(7));
    console.info(row.path.slice(0, 57).padEnd(58) + cells.join(""));
  }
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/page-sizes.json", JSON.stringify(rows, null, 2));
} finally {
  stop();
}
