// npm run bench:lighthouse — Lighthouse (mobile profile, simulated throttling) on Debian's
// Chromium against the built site served by the real server entry. Prints the four category
// scores, LCP, TBT, CLS and the JavaScript a first visit downloads, and writes
// reports/lighthouse.json. Not a test: figures for the notes and for comparing changes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/,/portfolio,/shop").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nordic-bench-")),
  },
  stdio: "inherit",
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
    // Swedish, so "/" is served as is rather than redirected by language detection.
    "--accept-lang=sv-SE",
  ],
});

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  jsTransferKb: number;
};

async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(
    await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  return zlib.gzipSync(body, { level: 9 }).length;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: Row[] = [];
try {
  for (const page of pages) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const items =
        (
          audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string; transferSize?: number }[];
          }
        )?.items ?? [];
      const scripts = items.filter(
        (item) => item.resourceType === "Script" && item.url.startsWith(origin),
      );
      let gzip = 0;
      for (const script of scripts) gzip += await gzipSize(script.url);
      samples.push({
        page,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsGzipKb: Number((gzip / 1024).toFixed(1)),
        jsTransferKb: Number(
          (scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024).toFixed(1),
        ),
      });
      if (run === 0) {
        // The full report of the first run, to look into (LCP element, long tasks, requests).
        fs.mkdirSync("reports", { recursive: true });
        const name = page === "/" ? "home" : page.replace(/\W+/g, "-").replace(/^-|-$/g, "");
        fs.writeFileSync(`reports/lighthouse-${name}.json`, JSON.stringify(result.lhr));
        const failing = Object.values(audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        if (failing.length)
          console.info(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
      }
    }
    // The median run by performance score, as Lighthouse's own guidance suggests.
    const medianScore = median(samples.map((s) => s.performance));
    rows.push(samples.find((s) => s.performance === medianScore)!);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.table(rows);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2),
);
console.info("written reports/lighthouse.json");
