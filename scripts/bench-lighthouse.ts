// npm run bench:lighthouse — Lighthouse (mobile profile, simulated throttling) on Debian's
// Chromium against the built site served by the real server entry, on every public URL of its
// sitemap.xml (all three languages; the browser asks for the page's language). Prints a table
// (scores, FCP, LCP, CLS, TBT, the JavaScript a first visit downloads) with the worst page per
// column, and writes reports/lighthouse.json. Not a test: figures for the notes and for
// comparing changes (docs/decisions/066).
//
//   BENCH_RUNS=3       runs per URL; the median run by performance score is reported
//   BENCH_PAGES=/,/fi  only these paths (comma separated; a path ending in * is a prefix)
//   BENCH_QUICK=1      Swedish pages only, one run each
//   BENCH_PORT=3300
//   BENCH_DATA_DIR=…  the data folder of a seeded site (a gallery to measure); else an empty one
//   BENCH_BLOCK=*.js   block requests matching these patterns (comma separated; Lighthouse's
//                      blockedUrlPatterns), e.g. to see a page's first paint without its scripts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  acceptLanguageOf,
  languageOfPage,
  sitemapPaths,
  startBuiltServer,
} from "./bench-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3300);
const quick = process.env.BENCH_QUICK === "1";
const runs = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 3));
const wanted = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const blockedUrlPatterns = process.env.BENCH_BLOCK?.split(",").filter(Boolean);
// A bound on the whole run: Lighthouse on a loaded machine can stall on one page.
const pageTimeoutMs = 90_000;

const server = await startBuiltServer(port);
const origin = server.origin;

const matches = (page: string, pattern: string) =>
  pattern.endsWith("*") ? page.startsWith(pattern.slice(0, -1)) : page === pattern;
let pages = await sitemapPaths(origin);
if (wanted)
  pages = wanted.flatMap((w) => (w.endsWith("*") ? pages.filter((p) => matches(p, w)) : [w]));
else if (quick) pages = pages.filter((page) => languageOfPage(page) === "sv");
pages = [...new Set(pages)];

const chrome = await chromeLauncher.launch({
  chromePath: "/usr/lib/chromium/chromium",
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "nordic-lh-")),
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

type Row = {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipKb: number;
};

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(
    await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  const size = zlib.gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${pageTimeoutMs} ms`)),
      pageTimeoutMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Lighthouse's own list (constants.js) and the origin's localStorage.
const firstVisitStorage = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

const reportName = (page: string) =>
  page === "/" ? "home" : page.replace(/\W+/g, "-").replace(/^-|-$/g, "");
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: Row[] = [];
const started = Date.now();
try {
  for (const page of pages) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run++) {
      // A trace Lighthouse failed to record (NO_NAVSTART and the like, on a loaded machine) is
      // run again, at most twice, rather than reported as a zero.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 0; ; attempt++) {
        result = await withTimeout(
          lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            extraHeaders: { "Accept-Language": acceptLanguageOf(page) },
            ...(blockedUrlPatterns?.length ? { blockedUrlPatterns } : {}),
            // The full-page screenshot stretches the viewport to the whole page, which would
            // count code loaded on demand (a form far below) as a first visit's.
            disableFullPageScreenshot: true,
            // A first visit: Lighthouse empties the HTTP cache before each run but keeps the
            // origin's localStorage, so every page after the first would be measured with what an
            // earlier page stored and none of what it cached (docs/decisions/113: the web font's
            // flag without the font).
            clearStorageTypes: [...firstVisitStorage],
          }),
          page,
        );
        if (!result?.lhr.runtimeError || attempt === 2) break;
        console.warn(`${page}: ${result.lhr.runtimeError.code}, running again`);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError) console.warn(`${page}: ${result.lhr.runtimeError.message}`);
      const items =
        (
          audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string }[];
          }
        )?.items ?? [];
      const scripts = items.filter(
        (item) => item.resourceType === "Script" && item.url.startsWith(origin),
      );
      let gzip = 0;
      for (const script of scripts) gzip += await gzipSize(script.url);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      samples.push({
        page,
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: ms("total-blocking-time"),
        jsGzipKb: Number((gzip / 1024).toFixed(1)),
      });
      if (run === 0) {
        // The full report of the first run, to look into (LCP element, long tasks, requests).
        fs.mkdirSync("reports/lighthouse", { recursive: true });
        fs.writeFileSync(`reports/lighthouse/${reportName(page)}.json`, JSON.stringify(result.lhr));
        const failing = Object.values(audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        if (failing.length)
          console.info(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
      }
    }
    // The median run by performance score, as Lighthouse's own guidance suggests.
    const medianScore = median(samples.map((s) => s.perf));
    const row = samples.find((s) => s.perf === medianScore)!;
    rows.push(row);
    console.info(`${page}: perf ${row.perf}, LCP ${row.lcpMs} ms, JS ${row.jsGzipKb} KB`);
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.table(rows);
// The worst page per column: lowest score, highest time, shift and JavaScript.
const columns: [keyof Row, "min" | "max"][] = [
  ["perf", "min"],
  ["a11y", "min"],
  ["bp", "min"],
  ["seo", "min"],
  ["fcpMs", "max"],
  ["lcpMs", "max"],
  ["cls", "max"],
  ["tbtMs", "max"],
  ["jsGzipKb", "max"],
];
const worst = Object.fromEntries(
  columns.map(([column, direction]) => {
    const pick = rows.reduce((a, b) =>
      direction === "min" ? (b[column] < a[column] ? b : a) : b[column] > a[column] ? b : a,
    );
    return [column, { page: pick.page, value: pick[column] }];
  }),
);
console.info("Worst page per column:");
console.table(worst);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      seconds: Math.round((Date.now() - started) / 1000),
      rows,
      worst,
    },
    null,
    2,
  ),
);
console.info("written reports/lighthouse.json");
